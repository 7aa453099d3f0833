import { Card, CardContent, CardHeader, CardTitle } from '@lavadero/ui/components/card';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import type { SaleStats } from './sale-filter';

function Stat({ title, value }: { title: string; value: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="font-medium text-muted-foreground text-sm">{title}</CardTitle>
      </CardHeader>
      <CardContent className="font-bold text-2xl" aria-label={title}>
        {value}
      </CardContent>
    </Card>
  );
}

export function SalesStats({ stats }: { stats: SaleStats }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Stat title="Ventas Hoy" value={formatGuaranies(stats.ventasHoy)} />
      <Stat title="Facturas Hoy" value={String(stats.facturasHoy)} />
      <Stat title="Promedio por Venta" value={formatGuaranies(stats.promedio)} />
      <Stat title="Total Ventas" value={String(stats.totalVentas)} />
    </div>
  );
}
