import type { ExportCell, ExportSection } from './report-export';

/** How the workbook shows a day; the cell holds a real date, so it sorts and filters as one. */
export const XLSX_DAY_FORMAT = 'dd/mm/yyyy';

type XlsxCell =
  | { value: string; fontWeight?: 'bold' }
  | { value: number }
  | { value: Date; type: DateConstructor; format: string };

/**
 * A day as Excel stores it: the calendar day itself, at UTC midnight, since the writer turns a Date into
 * a serial day number from its UTC fields (a local-midnight date would land on the day before in
 * America/Asuncion).
 */
function xlsxCell(cell: ExportCell): XlsxCell {
  if (typeof cell === 'string') return { value: cell };
  if (typeof cell === 'number') return { value: cell };
  return { value: new Date(`${cell.day}T00:00:00Z`), type: Date, format: XLSX_DAY_FORMAT };
}

/**
 * The export's sections as write-excel-file sheets: one per section, bold header, typed cells. Texts go
 * as plain string cells, never formulas, whatever they start with: a spreadsheet shows `=1+1` as typed
 * (the XLSX needs no neutralising quote, unlike the CSV).
 */
export function xlsxSheets(sections: readonly ExportSection[]) {
  return sections.map((section) => ({
    sheet: section.title,
    data: [
      section.header.map((value): XlsxCell => ({ value, fontWeight: 'bold' })),
      ...section.rows.map((row) => row.map(xlsxCell)),
    ],
  }));
}
