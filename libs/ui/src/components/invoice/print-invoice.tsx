import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { InvoiceDocument, type InvoiceDocumentProps } from './invoice-document';

/** A4 page and print margins for the print window: a <style> element, which the CSP allows (no script). */
const PRINT_CSS = '@page { size: A4; margin: 12mm; } body { margin: 0; background: #fff; }';

/**
 * Opens the A4 print window of an invoice. The window is same-origin (about:blank opened by this page,
 * so it inherits the page's origin and Content-Security-Policy): the invoice is rendered into it from
 * here and printed from here, with no script inside it and no blob: URL (which the CSP refuses to frame).
 * Returns false when the browser blocked the pop-up.
 */
export function printInvoice(props: InvoiceDocumentProps): boolean {
  const win = window.open('', '_blank', 'width=900,height=1000');
  if (!win) return false;
  const doc = win.document;
  doc.title = `Factura ${props.sale.numeroFactura}`;
  const style = doc.createElement('style');
  style.textContent = PRINT_CSS;
  doc.head.appendChild(style);
  const container = doc.createElement('div');
  doc.body.appendChild(container);
  const root = createRoot(container);
  flushSync(() => root.render(<InvoiceDocument {...props} />));
  win.focus();
  win.print();
  return true;
}
