import type { ServiceDto } from '@lavadero/contracts/catalog';
import { Badge } from '@lavadero/ui/components/badge';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@lavadero/ui/components/card';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import { cn } from '@lavadero/ui/lib/utils';
import { Clock } from 'lucide-react';
import { CardActions } from './card-actions';
import { CategoryBadge } from './category-badge';

/** '30 min', '1 h', '1 h 30 min'. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export function ServiceCard({
  service,
  canWrite,
  onEdit,
  onDeactivate,
}: {
  service: ServiceDto;
  canWrite: boolean;
  onEdit: () => void;
  onDeactivate: () => void;
}) {
  return (
    <Card className={cn('h-full gap-3 py-4', !service.activo && 'border-dashed bg-muted/40')}>
      <CardHeader className="gap-2 px-4">
        <CardTitle className="text-base">{service.nombre}</CardTitle>
        <div className="flex flex-wrap gap-1.5">
          <CategoryBadge categoria={service.categoria} />
          {!service.activo && <Badge variant="secondary">Inactivo</Badge>}
        </div>
      </CardHeader>
      <CardContent className="flex-1 space-y-2 px-4">
        <div className="flex items-baseline justify-between gap-2">
          <span className="font-semibold text-lg tabular-nums">{formatGuaranies(service.precio)}</span>
          <span className="flex items-center gap-1 text-muted-foreground text-sm">
            <Clock className="size-3.5" aria-hidden />
            {formatDuration(service.duracionMin)}
          </span>
        </div>
        {service.descripcion && <p className="text-muted-foreground text-sm">{service.descripcion}</p>}
      </CardContent>
      {canWrite && (
        <CardFooter className="px-4">
          <CardActions
            name={service.nombre}
            active={service.activo}
            onEdit={onEdit}
            onDeactivate={onDeactivate}
          />
        </CardFooter>
      )}
    </Card>
  );
}
