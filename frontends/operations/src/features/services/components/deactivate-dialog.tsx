import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@lavadero/ui/components/alert-dialog';
import { buttonVariants } from '@lavadero/ui/components/button';

export interface DeactivateTarget {
  readonly kind: 'servicio' | 'combo';
  readonly id: string;
  readonly nombre: string;
}

/** Asks before the spec's DELETE; the item is only hidden, so the text says how to bring it back. */
export function DeactivateDialog({
  target,
  onConfirm,
  onClose,
}: {
  target: DeactivateTarget | null;
  onConfirm: (target: DeactivateTarget) => void;
  onClose: () => void;
}) {
  return (
    <AlertDialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>¿Desactivar {target?.kind}?</AlertDialogTitle>
          <AlertDialogDescription>
            «{target?.nombre}» dejará de ofrecerse en ventas y órdenes de trabajo. Seguirá visible con
            'Mostrar inactivos' y puede reactivarse editándolo.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            onClick={() => target && onConfirm(target)}
          >
            Desactivar
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
