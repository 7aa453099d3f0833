import type { CreateSaleInput } from '@lavadero/contracts/sales';
import { Button } from '@lavadero/ui/components/button';
import { Label } from '@lavadero/ui/components/label';
import { Loader2 } from 'lucide-react';
import { type FormEventHandler, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useCustomers } from '../api/get-customers';
import { CustomerPicker } from './customer-picker';
import { ItemTiles } from './item-tiles';
import { PaymentMethodField } from './payment-method-field';
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
 * The body of the new-sale and edit dialogs: customer, payment method, item tiles on the left; the
 * selected lines, the summary and the buttons on the right. The cart keeps the lines and copies them,
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
}: {
  form: UseFormReturn<CreateSaleInput, unknown, Body>;
  initialCart: readonly CartItem[];
  /** Keeps the field ids of two dialogs apart. */
  idPrefix: string;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitLabel: (totals: CartTotals) => string;
}) {
  const customers = useCustomers().data ?? [];
  const [cart, setCart] = useState<readonly CartItem[]>(initialCart);
  const regimenTurismo = form.watch('regimenTurismo') ?? false;
  const customerId = form.watch('customerId');
  const totals = cartTotals(cart, regimenTurismo);

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
        <div className="space-y-1">
          <Label>Cliente</Label>
          <CustomerPicker
            customers={customers}
            value={customerId}
            invalid={Boolean(form.formState.errors.customerId)}
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
        <PaymentMethodField control={form.control} id={`${idPrefix}-medio-pago`} />
        <ItemTiles onPick={(item) => updateCart(addToCart(cart, item))} />
      </div>
      <div className="space-y-4">
        <h3 className="font-medium">Items seleccionados</h3>
        <SelectedItems
          items={cart}
          onQuantity={(type, id, quantity) => updateCart(setQuantity(cart, type, id, quantity))}
        />
        <SaleSummary totals={totals} regimenTurismo={regimenTurismo} />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" disabled={pending} onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" disabled={pending || cart.length === 0 || !customerId}>
            {pending ? <Loader2 className="animate-spin" /> : null}
            {submitLabel(totals)}
          </Button>
        </div>
      </div>
    </form>
  );
}
