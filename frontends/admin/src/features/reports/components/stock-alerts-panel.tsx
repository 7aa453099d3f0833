import type { InventoryItemDto, StockLevelValue } from '@lavadero/contracts/inventory';
import { Badge } from '@lavadero/ui/components/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@lavadero/ui/components/card';
import { Skeleton } from '@lavadero/ui/components/skeleton';

/** Spec 2: out of stock = Agotado, critical = Crítico, otherwise Bajo; the worst first. */
const ALERT_LEVELS: readonly { level: StockLevelValue; label: string; variant: 'destructive' | 'warning' }[] =
  [
    { level: 'agotado', label: 'Agotado', variant: 'destructive' },
    { level: 'critico', label: 'Crítico', variant: 'destructive' },
    { level: 'bajo', label: 'Bajo', variant: 'warning' },
  ];

/** 'Alertas de Inventario': the active products the inventory read model marks as out, critical or low. */
export function StockAlertsPanel({ items }: { items?: readonly InventoryItemDto[] }) {
  const alerts = ALERT_LEVELS.flatMap((alert) =>
    (items ?? [])
      .filter((item) => item.activo && item.nivelStock === alert.level)
      .map((item) => ({ item, alert })),
  );
  return (
    <Card role="region" aria-label="Alertas de Inventario">
      <CardHeader>
        <CardTitle>Alertas de Inventario</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        {!items && <Skeleton className="h-16" />}
        {items && alerts.length === 0 && (
          <p className="text-center text-muted-foreground text-sm">No hay alertas de inventario</p>
        )}
        {alerts.map(({ item, alert }) => (
          <article
            key={item.id}
            aria-label={item.nombre}
            className="flex items-center justify-between gap-2 rounded-md border p-2 text-sm"
          >
            <div>
              <p className="font-medium">{item.nombre}</p>
              <p className="text-muted-foreground text-xs">
                Stock: {item.stockActual} {item.unidadMedida} · Mínimo: {item.stockMinimo} {item.unidadMedida}
              </p>
            </div>
            <Badge variant={alert.variant}>{alert.label}</Badge>
          </article>
        ))}
      </CardContent>
    </Card>
  );
}
