import { PAYMENT_METHOD_OPTIONS } from '@lavadero/contracts/sales';
import { useCustomers } from '@lavadero/ui/api/queries/customers';
import { useInventoryItems } from '@lavadero/ui/api/queries/inventory-items';
import { Button } from '@lavadero/ui/components/button';
import { CustomerPicker } from '@lavadero/ui/components/customer-picker';
import { DialogFooter } from '@lavadero/ui/components/dialog';
import { Label } from '@lavadero/ui/components/label';
import { SelectFormField } from '@lavadero/ui/components/select-form-field';
import { Loader2 } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ItemTiles } from './item-tiles';
import { followTotal, type PaymentPart, partsReady } from './payment-parts';
import { PaymentPartsField } from './payment-parts-field';
import {
  addToCart,
  availableUnits,
  type CartTotals,
  cartTotals,
  lineId,
  lineOf,
  type SaleFormValues,
  type SaleLine,
  setQuantity,
} from './sale-cart';
import { SaleSummary } from './sale-summary';
import { SelectedItems } from './selected-items';

/**
 * One submit button with its label, or the dialog's own buttons (billing: 'Guardar' and 'Guardar e
 * Imprimir'), told `disabled` while pending, without lines or without customer.
 */
type SubmitButtons =
  | { submitLabel: (totals: CartTotals) => string; submitButtons?: never }
  | { submitButtons: (disabled: boolean) => ReactNode; submitLabel?: never };

/**
 * The body of the new-sale, edit and order-billing dialogs: customer, payment method, item tiles on
 * the left; the selected lines and the summary on the right; the buttons in the dialog's footer,
 * which stays in view. The cart is the form's `items`, lines as the server reads them; the totals
 * the schema also checks follow the lines and the customer's regime.
 */
export function SaleForm<Body>({
  form,
  sold = [],
  idPrefix,
  pending,
  onSubmit,
  onCancel,
  submitLabel,
  customerPicker = true,
  children,
  submitButtons,
  splitPayment = false,
}: {
  form: UseFormReturn<SaleFormValues, unknown, Body>;
  /** An edited sale's lines as stored: their units come back to the stock before the new ones go. */
  sold?: readonly SaleLine[];
  /** Keeps the field ids of two dialogs apart. */
  idPrefix: string;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  /** Off when the customer is given (billing an order: the order's customer). */
  customerPicker?: boolean;
  /** Above the buttons (billing: 'Marcar orden como entregada'). */
  children?: ReactNode;
  /** The payment as parts (the form's `pagos`) instead of one method: the new-sale dialog. */
  splitPayment?: boolean;
} & SubmitButtons) {
  const customers = useCustomers().data ?? [];
  const products = useInventoryItems().data ?? [];
  const lines = form.watch('items');
  const regimenTurismo = form.watch('regimenTurismo') ?? false;
  const customerId = form.watch('customerId');
  const totals = cartTotals(lines, regimenTurismo);
  const parts = (form.watch('pagos') ?? []) as PaymentPart[];
  const blocked =
    pending || lines.length === 0 || !customerId || (splitPayment && !partsReady(parts, totals.total));
  const availableOf = (line: SaleLine) =>
    availableUnits(line, (id) => products.find((p) => p.id === id)?.stockActual, sold);

  const setTotals = (next: readonly SaleLine[], turismo: boolean) => {
    const { subtotal, impuestos, total } = cartTotals(next, turismo);
    form.setValue('subtotal', subtotal);
    form.setValue('impuestos', impuestos);
    form.setValue('total', total);
    // One part pays the whole total whatever it becomes; several keep what was typed.
    if (splitPayment)
      form.setValue('pagos', followTotal((form.getValues('pagos') ?? []) as PaymentPart[], total));
  };
  const setLines = (next: SaleLine[]) => {
    form.setValue('items', next, { shouldValidate: form.formState.isSubmitted });
    setTotals(next, form.getValues('regimenTurismo') ?? false);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <div className="space-y-4">
        {customerPicker ? (
          <div className="space-y-1">
            <Label>Cliente</Label>
            <CustomerPicker
              customers={customers}
              value={customerId}
              aria-invalid={Boolean(form.formState.errors.customerId)}
              onChange={(customer) => {
                form.setValue('customerId', customer.id, { shouldValidate: form.formState.isSubmitted });
                // Spec 1 §4: the customer's regime is copied into the sale and the totals follow it.
                form.setValue('regimenTurismo', customer.regimenTurismo);
                setTotals(lines, customer.regimenTurismo);
              }}
            />
            {form.formState.errors.customerId ? (
              <p className="text-destructive text-sm">{form.formState.errors.customerId.message}</p>
            ) : null}
          </div>
        ) : null}
        {splitPayment ? (
          <PaymentPartsField
            parts={parts}
            total={totals.total}
            idPrefix={idPrefix}
            onChange={(next) => form.setValue('pagos', next, { shouldValidate: form.formState.isSubmitted })}
          />
        ) : (
          <SelectFormField
            control={form.control}
            name="medioPago"
            id={`${idPrefix}-medio-pago`}
            label="Medio de Pago"
            className="block space-y-1"
            options={PAYMENT_METHOD_OPTIONS}
          />
        )}
        <ItemTiles onPick={(item) => setLines(addToCart(lines, item, availableOf(lineOf(item))))} />
      </div>
      <div className="space-y-4">
        <h3 className="font-medium">Items seleccionados</h3>
        <SelectedItems
          lines={lines}
          availableOf={availableOf}
          onQuantity={(id, quantity) => {
            const line = lines.find((l) => lineId(l) === id);
            setLines(setQuantity(lines, id, quantity, line ? availableOf(line) : null));
          }}
        />
        <SaleSummary totals={totals} regimenTurismo={regimenTurismo} />
        {children}
      </div>
      <DialogFooter className="md:col-span-2">
        <Button type="button" variant="outline" disabled={pending} onClick={onCancel}>
          Cancelar
        </Button>
        {submitButtons ? (
          submitButtons(blocked)
        ) : (
          <Button type="submit" disabled={blocked}>
            {pending ? <Loader2 className="animate-spin" /> : null}
            {submitLabel?.(totals)}
          </Button>
        )}
      </DialogFooter>
    </form>
  );
}
