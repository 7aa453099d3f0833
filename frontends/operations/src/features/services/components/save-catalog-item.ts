import { failureReason, serverMessage } from '@lavadero/ui/api/api-error';
import { type Toast, toast } from '@lavadero/ui/hooks/use-toast';

/** The catalog item a dialog saves, as its toasts name it. */
type Kind = 'servicio' | 'combo';

const capitalized = (kind: Kind) => (kind === 'servicio' ? 'Servicio' : 'Combo');

/** After a save: 'Servicio creado' / 'Combo actualizado', with the item's name. */
export function savedToast(kind: Kind, nombre: string, updated: boolean): Toast {
  return updated
    ? { title: `${capitalized(kind)} actualizado`, description: `«${nombre}» se guardó correctamente.` }
    : { title: `${capitalized(kind)} creado`, description: `«${nombre}» ya está disponible.` };
}

/** A refused or failed save: the server's Spanish reason, else a generic one. */
export function saveFailedToast(kind: Kind, updated: boolean, error: unknown): Toast {
  const verb = updated ? 'actualizar' : 'crear';
  return {
    variant: 'destructive',
    title: `Error al ${verb} ${kind}`,
    description: serverMessage(error, `No se pudo ${verb} el ${kind}.`),
  };
}

interface Outcome {
  onSuccess: () => void;
  onError: (error: Error) => void;
}

/**
 * The service and combo dialogs' save: create (id null) or update, then a toast either way; the
 * dialog closes only once the server has accepted the item.
 */
export function saveCatalogItem<Body extends { readonly nombre: string }>({
  kind,
  id,
  body,
  create,
  update,
  onClose,
}: {
  kind: Kind;
  id: string | null;
  body: Body;
  create: { mutate: (body: Body, outcome: Outcome) => void };
  update: { mutate: (variables: { id: string; body: Body }, outcome: Outcome) => void };
  onClose: () => void;
}): void {
  const outcome: Outcome = {
    onSuccess: () => {
      toast(savedToast(kind, body.nombre, id !== null));
      onClose();
    },
    // After a session expiry its own toast stays on screen (only one toast shows at a time).
    onError: (error) => {
      if (failureReason(error) !== null) toast(saveFailedToast(kind, id !== null, error));
    },
  };
  if (id === null) create.mutate(body, outcome);
  else update.mutate({ id, body }, outcome);
}
