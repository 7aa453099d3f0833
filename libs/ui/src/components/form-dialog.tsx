import { Loader2 } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from './button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog';

/**
 * A dialog around a form: title, description, then `children` (usually a FormDialogForm). `open`
 * defaults to true for dialogs mounted only while open; while `pending` it cannot be closed, so a
 * save in flight is not abandoned by Escape or a click outside.
 */
export function FormDialog({
  open = true,
  pending = false,
  onClose,
  title,
  description,
  className,
  children,
}: {
  open?: boolean;
  pending?: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  /** For the content: its width and height. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The form of a FormDialog: its fields, then 'Cancelar' (closes the dialog) and the submit button,
 * which reads 'Guardando...' while `pending`. Browser validation is off: forms show their own
 * Spanish messages under each field.
 */
export function FormDialogForm({
  onSubmit,
  pending,
  submitLabel,
  spinner = false,
  cancelDisabled = pending,
  className,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  submitLabel: ReactNode;
  /** Shows a spinning icon before 'Guardando...'. */
  spinner?: boolean;
  /** Whether 'Cancelar' is off; by default while pending. */
  cancelDisabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className={className}>
      {children}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={cancelDisabled}>
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? (
            <>
              {spinner && <Loader2 className="animate-spin" />}
              Guardando...
            </>
          ) : (
            submitLabel
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}
