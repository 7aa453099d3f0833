import type { ZReportDto } from '@lavadero/contracts/cash-sessions';
import { type InvoicePaper, invoicePrintCss } from '@lavadero/ui/lib/invoice-paper';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ZReportDocument } from './z-report-document';

/**
 * Prints a Z report on A4 or an 80 mm roll, in a same-origin window rendered from here (as the
 * invoice is). False when the browser blocked the pop-up.
 */
export function printZReport(report: ZReportDto, paper: InvoicePaper): boolean {
  const win = window.open('', '_blank', 'width=600,height=900');
  if (!win) return false;
  const style = win.document.createElement('style');
  style.textContent = invoicePrintCss(paper, 0);
  win.document.title = 'Reporte Z';
  win.document.head.appendChild(style);
  const container = win.document.createElement('div');
  win.document.body.appendChild(container);
  flushSync(() => createRoot(container).render(<ZReportDocument report={report} />));
  if (paper === '80mm') style.textContent = invoicePrintCss(paper, container.scrollHeight);
  win.focus();
  win.print();
  return true;
}
