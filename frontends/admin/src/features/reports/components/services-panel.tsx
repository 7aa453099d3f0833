import type { ServiceReportRowDto } from '@lavadero/contracts/reports';
import { Card, CardContent, CardHeader, CardTitle } from '@lavadero/ui/components/card';
import { Progress } from '@lavadero/ui/components/progress';
import { Skeleton } from '@lavadero/ui/components/skeleton';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import { countOf } from '@lavadero/ui/lib/plural';

const percent = new Intl.NumberFormat('es-PY', { maximumFractionDigits: 1 });

/** 'Servicios Más Populares': services and combos of the period by revenue, with their share. */
export function ServicesPanel({ services }: { services?: readonly ServiceReportRowDto[] }) {
  return (
    <Card role="region" aria-label="Servicios Más Populares">
      <CardHeader>
        <CardTitle>Servicios Más Populares</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {!services && <Skeleton className="h-24" />}
        {services?.length === 0 && (
          <p className="text-center text-muted-foreground text-sm">No hay servicios vendidos en el período</p>
        )}
        {services?.slice(0, 10).map((service) => (
          <article key={service.id} aria-label={service.name} className="space-y-1 text-sm">
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium">{service.name}</span>
              <span>{formatGuaranies(service.revenue)}</span>
            </div>
            <div className="flex items-center gap-2 text-muted-foreground text-xs">
              <Progress
                value={service.percentage}
                className="h-2"
                aria-label={`Porcentaje de ${service.name}`}
              />
              <span className="shrink-0">
                {countOf(service.count, 'vez', 'veces')} · {percent.format(service.percentage)}%
              </span>
            </div>
          </article>
        ))}
      </CardContent>
    </Card>
  );
}
