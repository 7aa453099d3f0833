import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { InvoiceDocument, type InvoiceDocumentProps } from './invoice-document';

/** A4 page and print margins for the print window: a <style> element, which the CSP allows (no script). */
const PRINT_CSS = '@page { size: A4; margin: 12mm; } body { margin: 0; background: #fff; }';

/**
 * Opens a window with the invoice, rendered by the one renderer. The window is same-origin (about:blank
 * opened by this page, so it inherits the page's origin and Content-Security-Policy): the invoice is
 * rendered into it from here, with no script inside it and no blob: URL (which the CSP refuses to
 * frame). Returns the window, or null when the browser blocked the pop-up.
 */
export function openInvoiceWindow(props: InvoiceDocumentProps): Window | null {
  const win = window.open('', '_blank', 'width=900,height=1000');
  if (!win) return null;
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
  return win;
}

/** Opens the A4 print window of an invoice and prints it. False when the browser blocked the pop-up. */
export function printInvoice(props: InvoiceDocumentProps): boolean {
  const win = openInvoiceWindow(props);
  win?.print();
  return win !== null;
}
