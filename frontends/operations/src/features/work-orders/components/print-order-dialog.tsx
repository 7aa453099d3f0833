import type { WorkOrderPrintDto } from '@lavadero/contracts/work-orders';
import { failureReason } from '@lavadero/ui/api/api-error';
import { Alert, AlertDescription, AlertTitle } from '@lavadero/ui/components/alert';
import { Button } from '@lavadero/ui/components/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@lavadero/ui/components/dialog';
import { Label } from '@lavadero/ui/components/label';
import { LabelledSelect } from '@lavadero/ui/components/labelled-select';
import { toast } from '@lavadero/ui/hooks/use-toast';
import { AlertTriangle, Loader2, Printer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useWorkOrderPrint } from '../api/get-work-order-print';
import { estadoLabel } from './estado-badge';
import { OrderReceipt } from './order-receipt';
import { PrintFrame, type PrintFrameHandle } from './print-frame';
import {
  NOT_A_FISCAL_RECEIPT,
  PAPER_OPTIONS,
  type Paper,
  PREVIEW_HEIGHT_PX,
  RECEIPT_PRINT_DELAY_MS,
  receiptCss,
} from './receipt-paper';

function Receipt({ data }: { data: WorkOrderPrintDto }) {
  const { company, workOrder } = data;
  return (
    <OrderReceipt
      company={company && { ...company, nombre: company.nombreFantasia || company.razonSocial }}
      order={{ ...workOrder, estado: estadoLabel(workOrder.estado) }}
      customer={data.customer}
      vehicle={data.vehicle}
      items={data.orderItems}
    />
  );
}

/**
 * The receipt of an order (spec 2 "Print/preview dialog"): 80mm thermal or A4, previewed in an
 * embedded frame that is printed as it is shown. The print data is read up to 3 more times on failure.
 */
export function PrintOrderDialog({
  orderId,
  numero,
  onClose,
}: {
  orderId: string;
  numero: number;
  onClose: () => void;
}) {
  const print = useWorkOrderPrint(orderId);
  const [paper, setPaper] = useState<Paper>('80mm');
  const frame = useRef<PrintFrameHandle>(null);
  const [receiptPx, setReceiptPx] = useState(0);
  const failed = print.isError;
  useEffect(() => {
    if (failed && failureReason(print.error) !== null) {
      toast({
        variant: 'destructive',
        title: 'Error al cargar orden',
        description: 'No se pudieron obtener los detalles de la orden.',
      });
    }
  }, [failed, print.error]);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Imprimir Orden #{numero}</DialogTitle>
          <DialogDescription>{NOT_A_FISCAL_RECEIPT}</DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-3">
          <Label htmlFor="receipt-paper">Tamaño de papel</Label>
          <LabelledSelect
            id="receipt-paper"
            className="w-48"
            value={paper}
            onValueChange={setPaper}
            options={PAPER_OPTIONS}
          />
        </div>
        {print.isPending ? (
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <Loader2 className="animate-spin" /> Cargando orden...
          </p>
        ) : null}
        {failed ? (
          <Alert variant="destructive">
            <AlertTriangle />
            <AlertTitle>No se pudo cargar la orden</AlertTitle>
            <AlertDescription>
              Verifique la conexión e intente nuevamente.
              <Button size="sm" variant="outline" onClick={() => print.refetch()}>
                Reintentar
              </Button>
            </AlertDescription>
          </Alert>
        ) : null}
        {print.data ? (
          <PrintFrame
            ref={frame}
            title="Vista previa de la orden"
            css={receiptCss(paper, receiptPx)}
            onContentHeight={setReceiptPx}
            height={PREVIEW_HEIGHT_PX[paper]}
          >
            <Receipt data={print.data} />
          </PrintFrame>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cerrar
          </Button>
          <Button
            disabled={!print.data}
            onClick={() => setTimeout(() => frame.current?.print(), RECEIPT_PRINT_DELAY_MS)}
          >
            <Printer /> Imprimir
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
