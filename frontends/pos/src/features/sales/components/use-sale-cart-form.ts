import { zodResolver } from '@hookform/resolvers/zod';
import { CreateSaleBody, type CreateSaleInput, DEFAULT_PAYMENT_METHOD } from '@lavadero/contracts/sales';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type CartItem, cartToSaleItems, cartTotals, temporaryInvoiceNumber } from './sale-cart';

/**
 * The new sale's form and cart, shared by 'Nueva Venta' and the order-billing dialog. react-hook-form
 * checks the body with the schema the server uses; the cart keeps the lines and copies them, with
 * their totals, into the form. The TEMP- number is made once per dialog, so a retry after a network
 * failure is the same sale, not a second one.
 */
export function useSaleCartForm(start: {
  customerId: string;
  regimenTurismo: boolean;
  workOrderId: string | null;
  cart: CartItem[];
}) {
  const [cart, setCart] = useState<CartItem[]>(start.cart);
  const [defaultValues] = useState<CreateSaleInput>(() => ({
    customerId: start.customerId,
    workOrderId: start.workOrderId,
    medioPago: DEFAULT_PAYMENT_METHOD,
    regimenTurismo: start.regimenTurismo,
    numeroFactura: temporaryInvoiceNumber(),
    items: cartToSaleItems(start.cart),
    ...cartTotals(start.cart, start.regimenTurismo),
  }));
  const form = useForm<CreateSaleInput, unknown, CreateSaleBody>({
    resolver: zodResolver(CreateSaleBody),
    defaultValues,
  });
  const regimenTurismo = form.watch('regimenTurismo') ?? false;

  const setTotals = (next: readonly CartItem[], tourist: boolean) => {
    const t = cartTotals(next, tourist);
    form.setValue('subtotal', t.subtotal);
    form.setValue('impuestos', t.impuestos);
    form.setValue('total', t.total);
  };
  const updateCart = (next: CartItem[]) => {
    setCart(next);
    form.setValue('items', cartToSaleItems(next), { shouldValidate: form.formState.isSubmitted });
    setTotals(next, form.getValues('regimenTurismo') ?? false);
  };
  /** Spec 1 §4: choosing a customer copies their tourist regime into the sale; the totals follow it. */
  const setCustomer = (customer: { id: string; regimenTurismo: boolean }) => {
    form.setValue('customerId', customer.id, { shouldValidate: form.formState.isSubmitted });
    form.setValue('regimenTurismo', customer.regimenTurismo);
    setTotals(cart, customer.regimenTurismo);
  };
  return { form, cart, updateCart, setCustomer, regimenTurismo, totals: cartTotals(cart, regimenTurismo) };
}
