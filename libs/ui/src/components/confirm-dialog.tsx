import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './alert-dialog';
import { buttonVariants } from './button';

/**
 * Asks before a destructive action: title, description, optional details (`children`), 'Cancelar' and
 * the confirm button. Confirming does not close it: `onConfirm` decides (at once, or when the server
 * answers). While `pending` both buttons are off, the confirm one spins, and it cannot be closed.
 */
export function ConfirmDialog({
  open = true,
  pending = false,
  title,
  description,
  confirmLabel,
  confirmClassName = buttonVariants({ variant: 'destructive' }),
  onConfirm,
  onClose,
  children,
}: {
  open?: boolean;
  pending?: boolean;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  confirmClassName?: string;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancelar</AlertDialogCancel>
          <AlertDialogAction
            className={confirmClassName}
            disabled={pending}
            onClick={(event) => {
              event.preventDefault();
              onConfirm();
            }}
          >
            {pending && <Loader2 className="animate-spin" />}
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
