import { RESET_CONFIRMATION_WORD, ResetConfirmationForm } from '@lavadero/contracts/system-reset';
import { Button } from '@lavadero/ui/components/button';
import { ConfirmDialog } from '@lavadero/ui/components/confirm-dialog';
import { FormField } from '@lavadero/ui/components/form-field';
import { Input } from '@lavadero/ui/components/input';
import { useZodForm } from '@lavadero/ui/forms/use-zod-form';
import { toast } from '@lavadero/ui/hooks/use-toast';
import { useQueryClient } from '@tanstack/react-query';
import { AlertOctagon, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toastFailure } from '../../../components/toast-failure';
import { useResetSystem } from '../api/reset-system';
import { SectionCard } from './section-card';

/** Reset reload delay (spec 2 §9). */
const RELOAD_DELAY_MS = 1500;

/**
 * Danger zone: the full system reset, behind a dialog that asks to type a word. After it the client cache
 * is cleared and the page reloads after 1.5 s (spec 2 §4 "System reset").
 */
export function DangerZone() {
  const [open, setOpen] = useState(false);
  const reset = useResetSystem();
  const queryClient = useQueryClient();
  // Held here, not in the dialog's content: the reset's callbacks must outlive the dialog closing.
  const form = useZodForm(ResetConfirmationForm, {
    defaultValues: { confirmation: '' },
    onValid: () =>
      reset.mutate(undefined, {
        onSuccess: () => {
          close();
          toast({
            title: 'Sistema reseteado exitosamente',
            description: 'La página se recargará en un momento.',
          });
          queryClient.clear();
          setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
        },
        onError: (error) => toastFailure('Error al resetear sistema', error),
      }),
  });
  const close = () => {
    setOpen(false);
    form.reset();
  };

  return (
    <SectionCard id="peligro" icon={AlertOctagon} title="Zona de Peligro" className="border-destructive/50">
      <p className="text-muted-foreground text-sm">
        Elimina ventas, órdenes de trabajo, clientes, vehículos, inventario, servicios y combos. Se conservan
        la configuración de la empresa, el timbrado, la configuración DNIT, los usuarios y la numeración de
        facturas.
      </p>
      <div className="flex items-center justify-end">
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <RotateCcw />
          Resetear Sistema
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        pending={reset.isPending}
        title="¿Resetear todo el sistema?"
        description="Esta acción no se puede deshacer desde la aplicación. El historial de eventos se conserva para auditoría."
        confirmLabel="Resetear Sistema"
        onConfirm={form.submit}
        onClose={close}
      >
        {/* A form too, so that Enter in the field confirms like the button does. */}
        <form onSubmit={form.submit} noValidate>
          <FormField
            control={form.control}
            name="confirmation"
            id="reset-confirmation"
            label={`Escriba ${RESET_CONFIRMATION_WORD} para confirmar`}
          >
            {(aria, field) => <Input {...aria} {...field} disabled={reset.isPending} autoComplete="off" />}
          </FormField>
        </form>
      </ConfirmDialog>
    </SectionCard>
  );
}
