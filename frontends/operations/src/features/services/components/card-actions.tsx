import { Button } from '@lavadero/ui/components/button';
import { Pencil, PowerOff } from 'lucide-react';

/** Edit and deactivate, for people who may write; an inactive item is brought back from its edit dialog. */
export function CardActions({
  name,
  active,
  onEdit,
  onDeactivate,
}: {
  name: string;
  active: boolean;
  onEdit: () => void;
  onDeactivate: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Editar ${name}`}>
        <Pencil />
        Editar
      </Button>
      {active && (
        <Button
          size="sm"
          variant="outline"
          className="text-destructive hover:text-destructive"
          onClick={onDeactivate}
          aria-label={`Desactivar ${name}`}
        >
          <PowerOff />
          Desactivar
        </Button>
      )}
    </div>
  );
}
