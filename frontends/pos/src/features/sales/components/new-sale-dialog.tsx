import type { SaleDto } from '@lavadero/contracts/sales';
import { Button } from '@lavadero/ui/components/button';
import { FormDialog } from '@lavadero/ui/components/form-dialog';
import { Label } from '@lavadero/ui/components/label';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import { Loader2 } from 'lucide-react';
import { useCreateSale } from '../api/create-sale';
import { useCustomers } from '../api/get-customers';
import { useStampCheck } from '../api/get-timbrado-status';
import { isFullSale } from '../api/written-sale';
import { CartPanel } from './cart-panel';
import { CustomerPicker } from './customer-picker';
import { ItemTiles } from './item-tiles';
import { PaymentMethodField } from './payment-method-field';
import { addToCart } from './sale-cart';
import { toastFailure, toastSuccess } from './sale-toasts';
import { useSaleCartForm } from './use-sale-cart-form';

/** What the post-sale dialog shows: the sale once the read models have it, or only its id (202). */
export interface IssuedSale {
  readonly id: string;
  readonly sale: SaleDto | null;
  readonly customerNombre: string;
  readonly itemCount: number;
  readonly total: number;
}

const EMPTY_SALE = { customerId: '', regimenTurismo: false, workOrderId: null, cart: [] };

/** 'Nueva Venta' (spec 1 "New-sale dialog"): the form and cart of useSaleCartForm, a customer to pick. */
export function NewSaleDialog({
  onClose,
  onIssued,
}: {
  onClose: () => void;
  onIssued: (sale: IssuedSale) => void;
}) {
  const customers = useCustomers().data ?? [];
  const { form, cart, updateCart, setCustomer, regimenTurismo, totals } = useSaleCartForm(EMPTY_SALE);
  const create = useCreateSale();
  const stamp = useStampCheck();
  const customerId = form.watch('customerId');

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
              onChange={setCustomer}
            />
            {form.formState.errors.customerId ? (
              <p className="text-destructive text-sm">{form.formState.errors.customerId.message}</p>
            ) : null}
          </div>
          <PaymentMethodField control={form.control} id="sale-medio-pago" />
          <ItemTiles onPick={(item) => updateCart(addToCart(cart, item))} />
        </div>
        <CartPanel cart={cart} onCart={updateCart} totals={totals} regimenTurismo={regimenTurismo}>
          <Button type="button" variant="outline" disabled={pending} onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={pending || cart.length === 0 || !customerId}>
            {pending ? <Loader2 className="animate-spin" /> : null}
            Procesar Venta - {formatGuaranies(totals.total)}
          </Button>
        </CartPanel>
      </form>
    </FormDialog>
  );
}
