import type { ComboDto } from '@lavadero/contracts/catalog';
import { Badge } from '@lavadero/ui/components/badge';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@lavadero/ui/components/card';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import { countOf } from '@lavadero/ui/lib/plural';
import { cn } from '@lavadero/ui/lib/utils';
import { Package } from 'lucide-react';
import { CardActions } from './card-actions';

export function ComboCard({
  combo,
  canWrite,
  onEdit,
  onDeactivate,
}: {
  combo: ComboDto;
  canWrite: boolean;
  onEdit: () => void;
  onDeactivate: () => void;
}) {
  const separately = combo.services.reduce((sum, s) => sum + s.precio, 0);
  const saving = separately - combo.precioTotal;
  return (
    <Card className={cn('h-full gap-3 py-4', !combo.activo && 'border-dashed bg-muted/40')}>
      <CardHeader className="gap-2 px-4">
        <CardTitle className="text-base">{combo.nombre}</CardTitle>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="outline">
            <Package aria-hidden />
            Combo de {countOf(combo.services.length, 'servicio', 'servicios')}
          </Badge>
          {!combo.activo && <Badge variant="secondary">Inactivo</Badge>}
        </div>
      </CardHeader>
      <CardContent className="flex-1 space-y-2 px-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-2">
          <span className="font-semibold text-lg tabular-nums">{formatGuaranies(combo.precioTotal)}</span>
          {saving > 0 && (
            <span className="text-muted-foreground text-sm">
              Ahorro {formatGuaranies(saving)} sobre {formatGuaranies(separately)}
            </span>
          )}
        </div>
        {combo.descripcion && <p className="text-muted-foreground text-sm">{combo.descripcion}</p>}
        <div>
          <p className="mb-1 font-medium text-sm">Incluye:</p>
          <ul className="flex flex-wrap gap-1.5" aria-label={`Servicios de ${combo.nombre}`}>
            {combo.services.map((s) => (
              <li key={s.id}>
                <Badge variant="secondary" className={cn(!s.activo && 'line-through')}>
                  {s.nombre}
                  {!s.activo && <span className="sr-only"> (inactivo)</span>}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
      {canWrite && (
        <CardFooter className="px-4">
          <CardActions
            name={combo.nombre}
            active={combo.activo}
            onEdit={onEdit}
            onDeactivate={onDeactivate}
          />
        </CardFooter>
      )}
    </Card>
  );
}
