import type { InventoryItemDto } from '@lavadero/contracts/inventory';
import { Badge } from '@lavadero/ui/components/badge';
import { Button } from '@lavadero/ui/components/button';
import { Card, CardContent, CardHeader, CardTitle } from '@lavadero/ui/components/card';
import { Skeleton } from '@lavadero/ui/components/skeleton';
import { formatDate } from '@lavadero/ui/lib/format';
import { countOf } from '@lavadero/ui/lib/plural';
import type { inventoryAlerts } from './dashboard-figures';

/** The product's unit code as the inventory cards write it ('20 BOT'); 'unidades' when missing. */
const unit = (item: InventoryItemDto) => item.unidadMedida || 'unidades';

/** 'Alertas de Inventario': critical and low products with every field of spec 1, and the footer counts. */
export function InventoryAlertsPanel({
  loading,
  alerts,
}: {
  loading: boolean;
  alerts: ReturnType<typeof inventoryAlerts>;
}) {
  return (
    <Card role="region" aria-label="Alertas de Inventario">
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle>Alertas de Inventario</CardTitle>
        <div className="flex gap-2 text-sm">
          <Badge variant="destructive">{countOf(alerts.critical, 'crítico', 'críticos')}</Badge>
          <Badge variant="warning">{countOf(alerts.low, 'bajo', 'bajos')}</Badge>
        </div>
      </CardHeader>
      <CardContent className="space-y-2">
        {loading ? (
          [0, 1].map((i) => <Skeleton key={i} className="h-20" />)
        ) : alerts.alerts.length === 0 ? (
          <div className="text-center text-sm">
            <p className="font-medium">No hay alertas de inventario</p>
            <p className="text-muted-foreground">
              Agrega productos a tu inventario para ver alertas de stock bajo
            </p>
          </div>
        ) : (
          alerts.alerts.map((item) => (
            <article
              key={item.id}
              aria-label={item.nombre}
              className="space-y-1 rounded-md border p-2 text-sm"
            >
              <div className="flex items-center justify-between">
                <span className="font-medium">{item.nombre}</span>
                <Badge variant={item.estadoAlerta === 'critico' ? 'destructive' : 'warning'}>
                  {item.estadoAlerta === 'critico' ? 'CRÍTICO' : 'BAJO'}
                </Badge>
              </div>
              <div className="grid grid-cols-2 gap-x-2 text-muted-foreground text-xs">
                <span>
                  Stock actual: {item.stockActual} {unit(item)}
                </span>
                <span>
                  Stock mínimo: {item.stockMinimo} {unit(item)}
                </span>
                <span>Proveedor: {item.proveedor ?? 'Sin proveedor'}</span>
                <span>
                  Último pedido:{' '}
                  {item.ultimoPedido ? formatDate(`${item.ultimoPedido}T12:00:00`) : 'Sin pedidos'}
                </span>
              </div>
              {/* Spec 1: both buttons only log. */}
              <div className="flex gap-2">
                <Button size="sm" variant="outline" onClick={() => console.info('Realizar pedido', item.id)}>
                  Realizar pedido
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => console.info('Gestionar inventario', item.id)}
                >
                  Gestionar inventario
                </Button>
              </div>
            </article>
          ))
        )}
        <dl className="grid grid-cols-3 gap-1 border-t pt-2 text-center text-xs">
          <div>
            <dt className="text-muted-foreground">Productos total</dt>
            <dd className="font-semibold">{alerts.total}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Stock crítico</dt>
            <dd className="font-semibold">{alerts.critical}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Necesita reorden</dt>
            <dd className="font-semibold">{alerts.needsReorder}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
