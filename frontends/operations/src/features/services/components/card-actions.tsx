import { useCan } from '@lavadero/ui/api/use-current-user';
import { Button } from '@lavadero/ui/components/button';
import { Pencil, PowerOff } from 'lucide-react';

/** Edit and deactivate, for people who may edit the catalogue; an inactive item is brought back from its edit dialog. */
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
  const canDeactivate = useCan('catalog.delete');
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Editar ${name}`}>
        <Pencil />
        Editar
      </Button>
      {active && canDeactivate && (
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
