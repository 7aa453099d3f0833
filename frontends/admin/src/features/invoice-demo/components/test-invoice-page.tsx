import '../../../styles.css';
import { Button } from '@lavadero/ui/components/button';
import { Card, CardContent } from '@lavadero/ui/components/card';
import { InvoiceDocument, PAYMENT_LABELS } from '@lavadero/ui/components/invoice/invoice-document';
import { printInvoice } from '@lavadero/ui/components/invoice/print-invoice';
import { LabelledSelect } from '@lavadero/ui/components/labelled-select';
import { PageHeader } from '@lavadero/ui/components/page-header';
import { toast } from '@lavadero/ui/hooks/use-toast';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { sampleInvoice } from './sample-invoice';

const PAYMENT_OPTIONS = Object.entries(PAYMENT_LABELS).map(([value, label]) => ({ value, label }));

/** /test-invoice (spec 2): the sample invoice, exactly as the invoice viewer and print window show one. */
export default function TestInvoicePage() {
  const [medioPago, setMedioPago] = useState('efectivo');
  const [createdAt] = useState(() => new Date().toISOString());
  const invoice = sampleInvoice(medioPago, createdAt);
  const print = () => {
    if (!printInvoice(invoice)) {
      toast({
        variant: 'destructive',
        title: 'Ventana bloqueada',
        description: 'Permita las ventanas emergentes.',
      });
    }
  };

  return (
    <>
      <PageHeader
        title="Factura de Prueba"
        description="Factura paraguaya de demostración con datos de ejemplo"
        actions={
          <>
            <LabelledSelect
              aria-label="Forma de pago"
              className="w-52"
              value={medioPago}
              onValueChange={setMedioPago}
              options={PAYMENT_OPTIONS}
            />
            <Button onClick={print}>
              <Printer />
              Imprimir
            </Button>
          </>
        }
      />
      <Card>
        <CardContent className="overflow-x-auto">
          <div className="min-w-[40rem]">
            <InvoiceDocument {...invoice} />
          </div>
        </CardContent>
      </Card>
    </>
  );
}
