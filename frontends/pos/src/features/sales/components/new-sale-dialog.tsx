import { zodResolver } from '@hookform/resolvers/zod';
import {
  CreateSaleBody,
  type CreateSaleInput,
  DEFAULT_PAYMENT_METHOD,
  type SaleDto,
} from '@lavadero/contracts/sales';
import { useCustomers } from '@lavadero/ui/api/queries/customers';
import { FormDialog } from '@lavadero/ui/components/form-dialog';
import { formatGuaranies } from '@lavadero/ui/lib/format';
import { useForm } from 'react-hook-form';
import { useCreateSale } from '../api/create-sale';
import { useStampCheck } from '../api/stamp-check';
import { isFullSale } from '../api/written-sale';
import { temporaryInvoiceNumber } from './sale-cart';
import { SaleForm } from './sale-form';
import { toastFailure, toastSuccess } from './sale-toasts';

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
  const form = useForm<CreateSaleInput, unknown, CreateSaleBody>({
    resolver: zodResolver(CreateSaleBody),
    defaultValues: blank(),
  });
  const create = useCreateSale();
  const stamp = useStampCheck();

  const submit = form.handleSubmit(
    (checked) => {
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
            itemCount: checked.items.reduce((n, line) => n + line.cantidad, 0),
            total: checked.total,
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

  return (
    <FormDialog
      pending={create.isPending}
      onClose={onClose}
      title="Nueva Venta"
      description="Registre una nueva venta y genere la factura correspondiente"
      className="max-h-[95vh] overflow-y-auto sm:max-w-4xl"
    >
      <SaleForm
        form={form}
        initialCart={[]}
        idPrefix="sale"
        pending={create.isPending}
        onSubmit={submit}
        onCancel={onClose}
        submitLabel={(totals) => `Procesar Venta - ${formatGuaranies(totals.total)}`}
      />
    </FormDialog>
  );
}
