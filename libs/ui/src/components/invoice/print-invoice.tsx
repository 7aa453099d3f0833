import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { type InvoicePaper, invoicePrintCss } from '../../lib/invoice-paper';
import { InvoiceDocument, type InvoiceDocumentProps } from './invoice-document';

/**
 * Opens a window with the invoice, rendered by the one renderer, on A4 or on an 80 mm roll. The window
 * is same-origin (about:blank opened by this page, so it inherits the page's origin and
 * Content-Security-Policy): the invoice is rendered into it from here, with no script inside it and
 * no blob: URL (which the CSP refuses to frame). Returns the window, or null when the browser blocked
 * the pop-up.
 */
export function openInvoiceWindow(props: InvoiceDocumentProps, paper: InvoicePaper = 'A4'): Window | null {
  const win = window.open('', '_blank', 'width=900,height=1000');
  if (!win) return null;
  const doc = win.document;
  doc.title = `Factura ${props.sale.numeroFactura}`;
  const style = doc.createElement('style');
  style.textContent = invoicePrintCss(paper, 0);
  doc.head.appendChild(style);
  const container = doc.createElement('div');
  doc.body.appendChild(container);
  const root = createRoot(container);
  flushSync(() => root.render(<InvoiceDocument {...props} />));
  // A roll is cut as long as the invoice: its height is known once rendered at the roll's width.
  if (paper === '80mm') style.textContent = invoicePrintCss(paper, container.scrollHeight);
  win.focus();
  return win;
}

/** Opens the print window of an invoice and prints it. False when the browser blocked the pop-up. */
export function printInvoice(props: InvoiceDocumentProps, paper: InvoicePaper = 'A4'): boolean {
  const win = openInvoiceWindow(props, paper);
  win?.print();
  return win !== null;
}
