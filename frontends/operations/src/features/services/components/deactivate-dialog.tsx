import { ConfirmDialog } from '@lavadero/ui/components/confirm-dialog';

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
    <ConfirmDialog
      open={target !== null}
      title={<>¿Desactivar {target?.kind}?</>}
      description={
        <>
          «{target?.nombre}» dejará de ofrecerse en ventas y órdenes de trabajo. Seguirá visible con 'Mostrar
          inactivos' y puede reactivarse editándolo.
        </>
      }
      confirmLabel="Desactivar"
      onConfirm={() => target && onConfirm(target)}
      onClose={onClose}
    />
  );
}
