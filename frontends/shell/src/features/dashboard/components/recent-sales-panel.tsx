import type { SaleDto } from '@lavadero/contracts/sales';
import { Badge } from '@lavadero/ui/components/badge';
import { Button } from '@lavadero/ui/components/button';
import { Card, CardContent, CardHeader, CardTitle } from '@lavadero/ui/components/card';
import { Skeleton } from '@lavadero/ui/components/skeleton';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import { RECENT_SALES_LIMIT } from './dashboard-figures';

const time = new Intl.DateTimeFormat('es-PY', {
  timeZone: 'America/Asuncion',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** 'Ventas Recientes': the first 5 sales of today, each completed, and 'Total del día'. */
export function RecentSalesPanel({ loading, sales }: { loading: boolean; sales: readonly SaleDto[] }) {
  const total = sales.reduce((sum, sale) => sum + sale.total, 0);
  return (
    <Card role="region" aria-label="Ventas Recientes">
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle>Ventas Recientes</CardTitle>
        {/* Spec 1: 'Ver todas' only logs. */}
        <Button variant="outline" size="sm" onClick={() => console.info('Ver todas las ventas')}>
          Ver todas
        </Button>
      </CardHeader>
      <CardContent className="space-y-2">
        {loading ? (
          [0, 1, 2].map((i) => <Skeleton key={i} className="h-12" />)
        ) : sales.length === 0 ? (
          <p className="text-muted-foreground text-sm">No hay ventas registradas hoy</p>
        ) : (
          <>
            <ul className="space-y-2">
              {sales.slice(0, RECENT_SALES_LIMIT).map((sale) => (
                <li key={sale.id} className="flex items-center justify-between rounded-md border p-2 text-sm">
                  <div>
                    <div className="font-medium">{sale.customerNombre}</div>
                    <div className="text-muted-foreground text-xs">
                      {time.format(new Date(sale.createdAt))} ·{' '}
                      {sale.items.map((item) => item.nombre).join(', ') || 'Servicios varios'} ·{' '}
                      {sale.numeroFactura}
                    </div>
                  </div>
                  <div className="flex items-center gap-2">
                    <Badge variant="success">Completado</Badge>
                    <span className="font-semibold">{formatGuaranies(sale.total)}</span>
                  </div>
                </li>
              ))}
            </ul>
            <div className="flex justify-between border-t pt-2 font-semibold text-sm">
              <span>Total del día</span>
              <span>{formatGuaranies(total)}</span>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
