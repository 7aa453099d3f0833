import { Card, CardContent, CardHeader, CardTitle } from '@lavadero/ui/components/card';
import { Progress } from '@lavadero/ui/components/progress';
import { Skeleton } from '@lavadero/ui/components/skeleton';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import type { popularServices } from './dashboard-figures';

/** 'Servicios Populares': today's services and combos by units sold, the most popular and their revenue. */
export function PopularServicesPanel({
  loading,
  popular,
}: {
  loading: boolean;
  popular: ReturnType<typeof popularServices>;
}) {
  return (
    <Card role="region" aria-label="Servicios Populares">
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle>Servicios Populares</CardTitle>
        <span className="text-muted-foreground text-sm">{popular.totalServices} servicios hoy</span>
      </CardHeader>
      <CardContent className="space-y-3">
        {loading ? (
          [0, 1, 2].map((i) => <Skeleton key={i} className="h-8" />)
        ) : popular.items.length === 0 ? (
          <p className="text-muted-foreground text-sm">No hay servicios realizados hoy</p>
        ) : (
          popular.items.map((item) => (
            <div key={item.name} className="space-y-1 text-sm">
              <div className="flex justify-between">
                <span>{item.name}</span>
                <span className="text-muted-foreground">
                  {item.count} · {item.percentage}% · {formatGuaranies(item.revenue)}
                </span>
              </div>
              <Progress value={item.percentage} aria-label={`${item.name}: ${item.percentage}%`} />
            </div>
          ))
        )}
        <dl className="grid grid-cols-2 gap-1 border-t pt-2 text-sm">
          <dt className="text-muted-foreground">Servicio más popular</dt>
          <dd className="text-right font-medium">{popular.mostPopular}</dd>
          <dt className="text-muted-foreground">Ingresos por servicios</dt>
          <dd className="text-right font-medium">{formatGuaranies(popular.totalRevenue)}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}
