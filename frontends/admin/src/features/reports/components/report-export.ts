import type { CustomerReportRowDto, SalesReportDto, ServiceReportRowDto } from '@lavadero/contracts/reports';
import { formatDayEs } from '@lavadero/fiscal/asuncion-day';

export type ExportCell = string | number;

/** One block of the export: a CSV section, an XLSX sheet. Money stays integer guaraníes. */
export interface ExportSection {
  readonly title: string;
  readonly header: readonly string[];
  readonly rows: readonly (readonly ExportCell[])[];
}

export interface ReportData {
  readonly sales: SalesReportDto;
  readonly services: readonly ServiceReportRowDto[];
  readonly customers: readonly CustomerReportRowDto[];
}

/** Everything the screen shows for the period, as tables. */
export function reportSections({ sales, services, customers }: ReportData): ExportSection[] {
  const { totals, previousTotals } = sales;
  return [
    {
      title: 'Resumen',
      header: ['Indicador', 'Período', 'Período anterior'],
      rows: [
        ['Desde', formatDayEs(sales.period.from), formatDayEs(sales.previousPeriod.from)],
        ['Hasta', formatDayEs(sales.period.to), formatDayEs(sales.previousPeriod.to)],
        ['Ventas del Período (Gs.)', totals.amount, previousTotals.amount],
        ['Órdenes Completadas', totals.orders, previousTotals.orders],
        ['Ticket Promedio (Gs.)', totals.averageTicket, previousTotals.averageTicket],
        ['Clientes Activos', totals.activeCustomers, previousTotals.activeCustomers],
      ],
    },
    {
      title: 'Ventas por Día',
      header: ['Fecha', 'Monto (Gs.)', 'Órdenes', 'Promedio (Gs.)'],
      rows: sales.daily.map((d) => [formatDayEs(d.date), d.amount, d.orders, d.average]),
    },
    {
      title: 'Servicios Más Populares',
      header: ['Servicio', 'Ingresos (Gs.)', 'Cantidad', 'Porcentaje'],
      rows: services.map((s) => [s.name, s.revenue, s.count, s.percentage]),
    },
    {
      title: 'Mejores Clientes',
      header: ['Cliente', 'Visitas', 'Última visita', 'Gastado (Gs.)', 'Promedio (Gs.)'],
      rows: customers.map((c) => [c.name, c.visits, formatDayEs(c.lastVisit), c.spent, c.average]),
    },
  ];
}

/**
 * es-PY spreadsheets read ',' as the decimal mark; integers go without thousands separators. A text
 * that a spreadsheet would run as a formula (a customer named `=HYPERLINK(…)`: any cashier can type
 * one) starts with a quote, as OWASP's CSV-injection advice says, and is quoted; numbers stay numbers.
 */
function csvCell(cell: ExportCell): string {
  const text = typeof cell === 'number' ? String(cell).replace('.', ',') : neutraliseFormula(cell);
  return /[;"\r\n\t']/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const FORMULA_START = /^[=+\-@\t\r]/;

function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * The CSV Excel opens right in es-PY: UTF-8 with a byte-order mark (so 'Órdenes' keeps its accent),
 * ';' between fields (',' is the decimal mark there), CRLF line ends, a blank line between sections.
 */
export function buildReportCsv(sections: readonly ExportSection[]): string {
  const lines = sections.flatMap((section, i) => [
    ...(i > 0 ? [''] : []),
    csvCell(section.title),
    section.header.map(csvCell).join(';'),
    ...section.rows.map((row) => row.map(csvCell).join(';')),
  ]);
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * The workbook's sheets, one a section. Texts go as plain string cells, never formulas, whatever
 * they start with: a spreadsheet shows `=1+1` as typed (the XLSX needs no neutralising quote).
 */
export function reportSheets(sections: readonly ExportSection[]) {
  return sections.map((section) => ({
    sheet: section.title,
    data: [
      section.header.map((value) => ({ value, fontWeight: 'bold' as const })),
      ...section.rows.map((row) => row.map((value) => ({ value }))),
    ],
  }));
}

/** 'reporte-2026-11-01-a-2026-11-25.csv' */
export function exportFileName(sales: SalesReportDto, extension: 'csv' | 'xlsx'): string {
  return `reporte-${sales.period.from}-a-${sales.period.to}.${extension}`;
}
