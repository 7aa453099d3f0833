import type { SalesReportDto } from '@lavadero/contracts/reports';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { reportSections } from './report-export';
import { XLSX_DAY_FORMAT, xlsxSheets } from './report-xlsx';

const zeros = { amount: 0, orders: 0, completedOrders: 0, averageTicket: 0, activeCustomers: 0 };
const sales: SalesReportDto = {
  period: { from: '2026-12-31', to: '2027-01-01' },
  previousPeriod: { from: '2026-12-29', to: '2026-12-30' },
  daily: [
    { date: '2026-12-31', amount: 185_000, orders: 2, average: 92_500 },
    { date: '2027-01-01', amount: 0, orders: 0, average: 0 },
  ],
  totals: zeros,
  previousTotals: zeros,
};
const customers = [
  { id: 'c1', name: 'María González', visits: 2, lastVisit: '2027-01-01', spent: 205_000, average: 102_500 },
];
const sheets = xlsxSheets(reportSections({ sales, services: [], customers }));
const sheet = (title: string) => sheets.find((s) => s.sheet === title)?.data ?? [];

describe('the XLSX export', () => {
  it('writes days as real dates (the calendar day at UTC midnight, shown DD/MM/AAAA), not as text', () => {
    const [header, first] = sheet('Ventas por Día');
    expect(header?.[0]).toEqual({ value: 'Fecha', fontWeight: 'bold' });
    expect(first).toEqual([
      { value: new Date('2026-12-31T00:00:00Z'), type: Date, format: XLSX_DAY_FORMAT },
      { value: 185_000 },
      { value: 2 },
      { value: 92_500 },
    ]);
    expect(sheet('Mejores Clientes')[1]?.[2]).toEqual({
      value: new Date('2027-01-01T00:00:00Z'),
      type: Date,
      format: XLSX_DAY_FORMAT,
    });
    expect(sheet('Resumen')[1]).toEqual([
      { value: 'Desde' },
      { value: new Date('2026-12-31T00:00:00Z'), type: Date, format: XLSX_DAY_FORMAT },
      { value: new Date('2026-12-29T00:00:00Z'), type: Date, format: XLSX_DAY_FORMAT },
    ]);
  });

  it('stores the day in the workbook as a date serial with a date format, not as a string', async () => {
    const workbook = unzipSync(new Uint8Array(await writeXlsxFile(sheets).toBuffer()));
    // 'Ventas por Día' is the second sheet; A2 is its first day.
    const sheet = strFromU8(workbook['xl/worksheets/sheet2.xml'] as Uint8Array);
    const serial = (Date.UTC(2026, 11, 31) - Date.UTC(1899, 11, 30)) / 86_400_000;
    const cell = /<c r="A2"([^>]*)><v>([^<]*)<\/v><\/c>/.exec(sheet);
    expect(cell?.[1]).not.toContain('t="s"');
    expect(Number(cell?.[2])).toBe(serial);
    const styles = strFromU8(workbook['xl/styles.xml'] as Uint8Array);
    expect(styles).toContain('formatCode="dd/mm/yyyy"');
  });
});
