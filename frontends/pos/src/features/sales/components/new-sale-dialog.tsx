import { CreateSaleBody, DEFAULT_PAYMENT_METHOD, type SaleDto } from '@lavadero/contracts/sales';
import { useCustomers } from '@lavadero/ui/api/queries/customers';
import { FormDialog } from '@lavadero/ui/components/form-dialog';
import { useZodForm } from '@lavadero/ui/forms/use-zod-form';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import { useCajaCheck } from '../api/caja-check';
import { useCreateSale } from '../api/create-sale';
import { useStampCheck } from '../api/stamp-check';
import { isFullSale } from '../api/written-sale';
import { CajaRequiredNotice } from './caja-required-notice';
import { wholeInCash } from './payment-parts';
import { requestOf, type SaleFormValues, temporaryInvoiceNumber } from './sale-cart';
import { SaleForm } from './sale-form';
import { toastFailure, toastSuccess } from './sale-toasts';

/** What the post-sale dialog shows: the sale once the read models have it, or only its id (202). */
export interface IssuedSale {
  readonly id: string;
  readonly sale: SaleDto | null;
  readonly customerNombre: string;
  readonly itemCount: number;
  readonly total: number;
  /** The change to hand back on the cash part, when an amount tendered was typed. */
  readonly vuelto?: number | null;
}

const vueltoOf = (pagos: readonly { medio: string; monto: number; entregado?: number }[] | null) => {
  const cash = pagos?.find((p) => p.entregado !== undefined);
  return cash?.entregado === undefined ? null : cash.entregado - cash.monto;
};

const blank = (): SaleFormValues => ({
  customerId: '',
  workOrderId: null,
  medioPago: DEFAULT_PAYMENT_METHOD,
  pagos: wholeInCash(0),
  regimenTurismo: false,
  numeroFactura: temporaryInvoiceNumber(),
  items: [],
  subtotal: 0,
  impuestos: 0,
  total: 0,
});

/**
 * 'Nueva Venta' (spec 1 "New-sale dialog"), on the one form pattern: the form is checked with the
 * schema the server uses and what it parsed is sent, with the cart's lines. The TEMP- number is made
 * once per dialog, so a retry after a network failure is the same sale, not a second one.
 */
export function NewSaleDialog({
  onClose,
  onIssued,
}: {
  onClose: () => void;
  onIssued: (sale: IssuedSale) => void;
}) {
  const customers = useCustomers().data ?? [];
  const create = useCreateSale();
  const stamp = useStampCheck();
  const caja = useCajaCheck();
  const form = useZodForm(CreateSaleBody, {
    defaultValues: blank(),
    onValid: (body) => {
      // Spec 1 §5: refused while the stamp is invalid (it may expire with the dialog open).
      if (!stamp.valid) {
        toastFailure('Error al procesar venta', null, stamp.error || 'Timbrado no válido');
        return;
      }
      create.mutate(requestOf(body, form.getValues('items')), {
        onSuccess: (reply) => {
          const sale = isFullSale(reply) ? reply : null;
          if (sale) toastSuccess('Venta registrada', `Factura ${sale.numeroFactura} generada correctamente.`);
          else toastSuccess('Venta registrada', 'La factura se está generando.');
          onIssued({
            id: reply?.id ?? '',
            sale,
            customerNombre: customers.find((c) => c.id === body.customerId)?.nombre ?? '',
            itemCount: body.items.reduce((n, line) => n + line.cantidad, 0),
            total: body.total,
            vuelto: vueltoOf(body.pagos),
          });
        },
        onError: (error) => toastFailure('Error al procesar venta', error, 'No se pudo procesar la venta.'),
      });
    },
    onInvalid: (errors) => {
      if (errors.items)
        toastFailure('Error al procesar venta', null, 'Debe agregar al menos un item a la venta');
    },
  });

  return (
    <FormDialog
      pending={create.isPending}
      onClose={onClose}
      title="Nueva Venta"
      description="Registre una nueva venta y genere la factura correspondiente"
      className="sm:max-w-4xl"
    >
      {caja.blocked ? (
        <CajaRequiredNotice onClose={onClose} />
      ) : (
        <SaleForm
          form={form}
          idPrefix="sale"
          pending={create.isPending}
          onSubmit={form.submit}
          onCancel={onClose}
          splitPayment
          submitLabel={(totals) => `Procesar Venta - ${formatGuaranies(totals.total)}`}
        />
      )}
    </FormDialog>
  );
}
