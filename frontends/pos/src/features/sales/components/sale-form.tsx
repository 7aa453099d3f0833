import { type CreateSaleInput, PAYMENT_METHOD_OPTIONS } from '@lavadero/contracts/sales';
import { useCustomers } from '@lavadero/ui/api/queries/customers';
import { Button } from '@lavadero/ui/components/button';
import { CustomerPicker } from '@lavadero/ui/components/customer-picker';
import { Label } from '@lavadero/ui/components/label';
import { SelectFormField } from '@lavadero/ui/components/select-form-field';
import { Loader2 } from 'lucide-react';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ItemTiles } from './item-tiles';
import {
  addToCart,
  type CartItem,
  type CartTotals,
  cartToSaleItems,
  cartTotals,
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
 * the left; the selected lines, the summary and the buttons on the right. The cart keeps the lines and copies them,
 * with their totals, into the form, whose schema (the server's) the dialog checks on submit. Both
 * forms hold a sale as POST sends it; the edit's schema ignores the number and accepts the amounts.
 */
export function SaleForm<Body>({
  form,
  initialCart,
  idPrefix,
  pending,
  onSubmit,
  onCancel,
  submitLabel,
  customerPicker = true,
  children,
  submitButtons,
}: {
  form: UseFormReturn<CreateSaleInput, unknown, Body>;
  initialCart: readonly CartItem[];
  /** Keeps the field ids of two dialogs apart. */
  idPrefix: string;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  /** Off when the customer is given (billing an order: the order's customer). */
  customerPicker?: boolean;
  /** Above the buttons (billing: 'Marcar orden como entregada'). */
  children?: ReactNode;
} & SubmitButtons) {
  const customers = useCustomers().data ?? [];
  const [cart, setCart] = useState<readonly CartItem[]>(initialCart);
  const regimenTurismo = form.watch('regimenTurismo') ?? false;
  const customerId = form.watch('customerId');
  const totals = cartTotals(cart, regimenTurismo);
  const blocked = pending || cart.length === 0 || !customerId;

  const setTotals = (next: CartTotals) => {
    form.setValue('subtotal', next.subtotal);
    form.setValue('impuestos', next.impuestos);
    form.setValue('total', next.total);
  };
  const updateCart = (next: CartItem[]) => {
    setCart(next);
    form.setValue('items', cartToSaleItems(next), { shouldValidate: form.formState.isSubmitted });
    setTotals(cartTotals(next, form.getValues('regimenTurismo') ?? false));
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-2">
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
                setTotals(cartTotals(cart, customer.regimenTurismo));
              }}
            />
            {form.formState.errors.customerId ? (
              <p className="text-destructive text-sm">{form.formState.errors.customerId.message}</p>
            ) : null}
          </div>
        ) : null}
        <SelectFormField
          control={form.control}
          name="medioPago"
          id={`${idPrefix}-medio-pago`}
          label="Medio de Pago"
          className="block space-y-1"
          options={PAYMENT_METHOD_OPTIONS}
        />
        <ItemTiles onPick={(item) => updateCart(addToCart(cart, item))} />
      </div>
      <div className="space-y-4">
        <h3 className="font-medium">Items seleccionados</h3>
        <SelectedItems
          items={cart}
          onQuantity={(type, id, quantity) => updateCart(setQuantity(cart, type, id, quantity))}
        />
        <SaleSummary totals={totals} regimenTurismo={regimenTurismo} />
        {children}
        <div className="flex flex-wrap justify-end gap-2">
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
        </div>
      </div>
    </form>
  );
}
