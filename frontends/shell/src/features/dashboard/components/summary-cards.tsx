import { Card, CardContent, CardHeader, CardTitle } from '@lavadero/ui/components/card';
import { Skeleton } from '@lavadero/ui/components/skeleton';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import { countOf } from '@lavadero/ui/lib/plural';
import type { LucideIcon } from 'lucide-react';
import { AlertTriangle, Car, ClipboardList, DollarSign } from 'lucide-react';

/** Spec 1 "Metric card": title, value, icon and an optional line under the value. */
function MetricCard({
  title,
  value,
  icon: Icon,
  note,
}: {
  title: string;
  value: string;
  icon: LucideIcon;
  note: string;
}) {
  return (
    <Card role="group" aria-label={title}>
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle className="font-medium text-sm">{title}</CardTitle>
        <Icon className="size-4 text-muted-foreground" aria-hidden />
      </CardHeader>
      <CardContent>
        <div className="font-bold text-2xl">{value}</div>
        <p className="text-muted-foreground text-xs">{note}</p>
      </CardContent>
    </Card>
  );
}

/** Spec 1 "Dashboard": 'Ventas de Hoy', 'Servicios Realizados', 'Órdenes Activas', 'Alertas de Stock'. */
export function SummaryCards({
  loading,
  salesToday,
  invoicesToday,
  orders,
  alerts,
}: {
  loading: boolean;
  salesToday: number;
  invoicesToday: number;
  /** Null when the counts could not be read: the cards say so instead of showing 0. */
  orders: { active: number; deliveredToday: number } | null;
  alerts: { critical: number; low: number };
}) {
  if (loading) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <MetricCard
        title="Ventas de Hoy"
        value={formatGuaranies(salesToday)}
        icon={DollarSign}
        note={`${countOf(invoicesToday, 'factura', 'facturas')} hoy`}
      />
      <MetricCard
        title="Servicios Realizados"
        value={orders ? String(orders.deliveredToday) : '-'}
        icon={Car}
        note="Órdenes entregadas hoy"
      />
      <MetricCard
        title="Órdenes Activas"
        value={orders ? String(orders.active) : '-'}
        icon={ClipboardList}
        note="Recibidas, en proceso o listas"
      />
      <MetricCard
        title="Alertas de Stock"
        value={String(alerts.critical + alerts.low)}
        icon={AlertTriangle}
        note={`${countOf(alerts.critical, 'crítico', 'críticos')}, ${countOf(alerts.low, 'bajo', 'bajos')}`}
      />
    </div>
  );
}
