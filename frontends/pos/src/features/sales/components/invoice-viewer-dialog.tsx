import type { FullSaleDto } from '@lavadero/contracts/sales';
import { Button } from '@lavadero/ui/components/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@lavadero/ui/components/dialog';
import { ElectronicDocumentBadge } from '@lavadero/ui/components/electronic-document-badge';
import { HistoryView } from '@lavadero/ui/components/history/history-view';
import { InvoiceDocument } from '@lavadero/ui/components/invoice/invoice-document';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lavadero/ui/components/tabs';
import type { InvoicePaper } from '@lavadero/ui/lib/invoice-paper';
import { Loader2, Printer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSaleFull } from '../api/get-sale-full';
import { toastFailure } from './sale-toasts';

/** The invoice viewer: the shared invoice renderer, 'Historial' for auditors, 'Cerrar' and 'Imprimir'. */
export function InvoiceViewerDialog({
  saleId,
  onPrint,
  onClose,
}: {
  saleId: string;
  onPrint: (full: FullSaleDto, paper: InvoicePaper) => void;
  onClose: () => void;
}) {
  const { data, error, isPending } = useSaleFull(saleId);
  const [tab, setTab] = useState('factura');
  useEffect(() => {
    if (error) {
      toastFailure('Error al cargar la factura', error, 'Error desconocido');
      onClose();
    }
  }, [error, onClose]);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>Factura {data?.sale.numeroFactura ?? ''}</DialogTitle>
          <DialogDescription>Vista previa de la factura emitida</DialogDescription>
          {data?.sale.electronico ? <ElectronicDocumentBadge document={data.sale.electronico} /> : null}
        </DialogHeader>
        {isPending || !data ? (
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <Loader2 className="animate-spin" /> Cargando factura...
          </p>
        ) : (
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList>
              <TabsTrigger value="factura">Factura</TabsTrigger>
              <TabsTrigger value="historial">Historial</TabsTrigger>
            </TabsList>
            <TabsContent value="factura">
              <InvoiceDocument {...data} />
            </TabsContent>
            <TabsContent value="historial">
              <HistoryView
                subject="sales"
                id={saleId}
                label="Historial de la factura"
                enabled={tab === 'historial'}
              />
            </TabsContent>
          </Tabs>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cerrar
          </Button>
          <Button variant="outline" disabled={!data} onClick={() => data && onPrint(data, '80mm')}>
            <Printer /> Imprimir 80mm
          </Button>
          <Button disabled={!data} onClick={() => data && onPrint(data, 'A4')}>
            <Printer /> Imprimir
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
