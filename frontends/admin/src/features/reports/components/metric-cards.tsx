import type { SalesTotalsDto } from '@lavadero/contracts/reports';
import { Card, CardContent, CardHeader, CardTitle } from '@lavadero/ui/components/card';
import { Skeleton } from '@lavadero/ui/components/skeleton';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import { DollarSign, type LucideIcon, Receipt, ShoppingCart, Users } from 'lucide-react';
import { growthNote } from './growth';

const METRICS: readonly {
  title: string;
  key: keyof SalesTotalsDto;
  icon: LucideIcon;
  format: (value: number) => string;
}[] = [
  { title: 'Ventas del Período', key: 'amount', icon: DollarSign, format: formatGuaranies },
  { title: 'Órdenes Completadas', key: 'completedOrders', icon: ShoppingCart, format: String },
  { title: 'Ticket Promedio', key: 'averageTicket', icon: Receipt, format: formatGuaranies },
  { title: 'Clientes Activos', key: 'activeCustomers', icon: Users, format: String },
];

/** The four metric cards, each with its growth against the previous period of the same length. */
export function MetricCards({ totals, previous }: { totals?: SalesTotalsDto; previous?: SalesTotalsDto }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {METRICS.map(({ title, key, icon: Icon, format }) => (
        <Card key={key} role="group" aria-label={title}>
          <CardHeader className="flex flex-row items-center justify-between">
            <CardTitle className="font-medium text-sm">{title}</CardTitle>
            <Icon className="size-4 text-muted-foreground" aria-hidden />
          </CardHeader>
          <CardContent>
            {totals && previous ? (
              <>
                <div className="font-bold text-2xl">{format(totals[key])}</div>
                <p className="text-muted-foreground text-xs">{growthNote(totals[key], previous[key])}</p>
              </>
            ) : (
              <Skeleton className="h-10" />
            )}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
