import { zodResolver } from '@hookform/resolvers/zod';
import {
  CreateSaleBody,
  type CreateSaleInput,
  DEFAULT_PAYMENT_METHOD,
  type SaleDto,
} from '@lavadero/contracts/sales';
import { Button } from '@lavadero/ui/components/button';
import { FormDialog } from '@lavadero/ui/components/form-dialog';
import { Label } from '@lavadero/ui/components/label';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCreateSale } from '../api/create-sale';
import { useCustomers } from '../api/get-customers';
import { useStampCheck } from '../api/get-timbrado-status';
import { isFullSale } from '../api/written-sale';
import { CustomerPicker } from './customer-picker';
import { ItemTiles } from './item-tiles';
import { PaymentMethodField } from './payment-method-field';
import {
  addToCart,
  type CartItem,
  cartToSaleItems,
  cartTotals,
  setQuantity,
  temporaryInvoiceNumber,
} from './sale-cart';
import { SaleSummary } from './sale-summary';
import { toastFailure, toastSuccess } from './sale-toasts';
import { SelectedItems } from './selected-items';

/** What the post-sale dialog shows: the sale once the read models have it, or only its id (202). */
export interface IssuedSale {
  readonly id: string;
  readonly sale: SaleDto | null;
  readonly customerNombre: string;
  readonly itemCount: number;
  readonly total: number;
}

const blank = (): CreateSaleInput => ({
  customerId: '',
  workOrderId: null,
  medioPago: DEFAULT_PAYMENT_METHOD,
  regimenTurismo: false,
  numeroFactura: temporaryInvoiceNumber(),
  items: [],
  subtotal: 0,
  impuestos: 0,
  total: 0,
});

/**
 * 'Nueva Venta' (spec 1 "New-sale dialog"). react-hook-form checks the body with the same schema the
 * server uses; the cart keeps the lines and copies them, with their totals, into the form. The TEMP-
 * number is made once per dialog, so a retry after a network failure is the same sale, not a second one.
 */
export function NewSaleDialog({
  onClose,
  onIssued,
}: {
  onClose: () => void;
  onIssued: (sale: IssuedSale) => void;
}) {
  const customers = useCustomers().data ?? [];
  const [cart, setCart] = useState<CartItem[]>([]);
  const form = useForm<CreateSaleInput, unknown, CreateSaleBody>({
    resolver: zodResolver(CreateSaleBody),
    defaultValues: blank(),
  });
  const create = useCreateSale();
  const stamp = useStampCheck();
  const regimenTurismo = form.watch('regimenTurismo') ?? false;
  const customerId = form.watch('customerId');
  const totals = cartTotals(cart, regimenTurismo);

  const updateCart = (next: CartItem[]) => {
    setCart(next);
    const t = cartTotals(next, form.getValues('regimenTurismo') ?? false);
    form.setValue('items', cartToSaleItems(next), { shouldValidate: form.formState.isSubmitted });
    form.setValue('subtotal', t.subtotal);
    form.setValue('impuestos', t.impuestos);
    form.setValue('total', t.total);
  };

  const submit = form.handleSubmit(
    () => {
      // Spec 1 §5: refused while the stamp is invalid (it may expire with the dialog open).
      if (!stamp.valid) {
        toastFailure('Error al procesar venta', null, stamp.error || 'Timbrado no válido');
        return;
      }
      const body = form.getValues();
      create.mutate(body, {
        onSuccess: (reply) => {
          const customer = customers.find((c) => c.id === body.customerId);
          const sale = isFullSale(reply) ? reply : null;
          if (sale) toastSuccess('Venta registrada', `Factura ${sale.numeroFactura} generada correctamente.`);
          else toastSuccess('Venta registrada', 'La factura se está generando.');
          onIssued({
            id: reply?.id ?? '',
            sale,
            customerNombre: customer?.nombre ?? '',
            itemCount: cart.reduce((n, line) => n + line.quantity, 0),
            total: totals.total,
          });
        },
        onError: (error) => toastFailure('Error al procesar venta', error, 'No se pudo procesar la venta.'),
      });
    },
    (errors) => {
      if (errors.items)
        toastFailure('Error al procesar venta', null, 'Debe agregar al menos un item a la venta');
    },
  );

  const pending = create.isPending;
  return (
    <FormDialog
      pending={pending}
      onClose={onClose}
      title="Nueva Venta"
      description="Registre una nueva venta y genere la factura correspondiente"
      className="max-h-[95vh] overflow-y-auto sm:max-w-4xl"
    >
      <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
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
                const t = cartTotals(cart, customer.regimenTurismo);
                form.setValue('subtotal', t.subtotal);
                form.setValue('impuestos', t.impuestos);
              }}
            />
            {form.formState.errors.customerId ? (
              <p className="text-destructive text-sm">{form.formState.errors.customerId.message}</p>
            ) : null}
          </div>
          <PaymentMethodField control={form.control} id="sale-medio-pago" />
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
            <Button type="button" variant="outline" disabled={pending} onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={pending || cart.length === 0 || !customerId}>
              {pending ? <Loader2 className="animate-spin" /> : null}
              Procesar Venta - {formatGuaranies(totals.total)}
            </Button>
          </div>
        </div>
      </form>
    </FormDialog>
  );
}
