import '../../../styles.css';
import { Button } from '@lavadero/ui/components/button';
import { Card, CardContent, CardHeader, CardTitle } from '@lavadero/ui/components/card';
import { openInvoiceWindow } from '@lavadero/ui/components/invoice/print-invoice';
import { PageHeader } from '@lavadero/ui/components/page-header';
import { toast } from '@lavadero/ui/hooks/use-toast';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { sampleInvoice } from './sample-invoice';

/**
 * /debug-invoice (spec 2): generates the sample invoice's HTML in a new window, through the same
 * window mechanism as the point of sale's print (no script in it, allowed by the CSP), and shows
 * the HTML it produced here for inspection.
 */
export default function DebugInvoicePage() {
  const [html, setHtml] = useState<string | null>(null);
  const generate = () => {
    const win = openInvoiceWindow(sampleInvoice('efectivo', new Date().toISOString()));
    if (!win) {
      toast({
        variant: 'destructive',
        title: 'Ventana bloqueada',
        description: 'Permita las ventanas emergentes.',
      });
      return;
    }
    setHtml(win.document.documentElement.outerHTML);
  };

  return (
    <>
      <PageHeader
        title="Depuración de Factura"
        description="Genera el HTML de una factura de ejemplo y lo abre en una ventana nueva"
        actions={
          <Button onClick={generate}>
            <ExternalLink />
            Generar y abrir factura
          </Button>
        }
      />
      {html && (
        <Card>
          <CardHeader>
            <CardTitle>HTML generado ({html.length.toLocaleString('es-PY')} caracteres)</CardTitle>
          </CardHeader>
          <CardContent>
            <pre
              data-testid="invoice-html"
              className="max-h-[60vh] overflow-auto whitespace-pre-wrap break-all rounded bg-muted p-3 text-xs"
            >
              {html}
            </pre>
          </CardContent>
        </Card>
      )}
    </>
  );
}
