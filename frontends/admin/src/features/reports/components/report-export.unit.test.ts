import type { SalesReportDto } from '@lavadero/contracts/reports';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { buildReportCsv, exportFileName, reportSections, reportSheets } from './report-export';

const sales: SalesReportDto = {
  period: { from: '2026-12-31', to: '2027-01-01' },
  previousPeriod: { from: '2026-12-29', to: '2026-12-30' },
  daily: [
    { date: '2026-12-31', amount: 185_000, orders: 2, average: 92_500 },
    { date: '2027-01-01', amount: 0, orders: 0, average: 0 },
  ],
  totals: { amount: 185_000, orders: 2, averageTicket: 92_500, activeCustomers: 2 },
  previousTotals: { amount: 50_000, orders: 1, averageTicket: 50_000, activeCustomers: 1 },
};

describe('the report export', () => {
  it('writes a UTF-8 CSV with a BOM, semicolons, decimal commas, quoted names and CRLF lines', () => {
    const csv = buildReportCsv(
      reportSections({
        sales,
        services: [
          { id: 's1', name: 'Lavado "Full"; con cera', revenue: 150_000, count: 3, percentage: 55.6 },
        ],
        customers: [
          {
            id: 'c1',
            name: 'María González',
            visits: 2,
            lastVisit: '2027-01-01',
            spent: 205_000,
            average: 102_500,
          },
        ],
      }),
    );
    expect(csv.startsWith('\uFEFFResumen\r\n')).toBe(true);
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFResumen',
      'Indicador;Período;Período anterior',
      'Desde;31/12/2026;29/12/2026',
      'Hasta;01/01/2027;30/12/2026',
      'Ventas del Período (Gs.);185000;50000',
      'Órdenes Completadas;2;1',
      'Ticket Promedio (Gs.);92500;50000',
      'Clientes Activos;2;1',
      '',
      'Ventas por Día',
      'Fecha;Monto (Gs.);Órdenes;Promedio (Gs.)',
      '31/12/2026;185000;2;92500',
      '01/01/2027;0;0;0',
      '',
      'Servicios Más Populares',
      'Servicio;Ingresos (Gs.);Cantidad;Porcentaje',
      '"Lavado ""Full""; con cera";150000;3;55,6',
      '',
      'Mejores Clientes',
      'Cliente;Visitas;Última visita;Gastado (Gs.);Promedio (Gs.)',
      'María González;2;01/01/2027;205000;102500',
      '',
    ]);
  });

  it('names the file after the period', () => {
    expect(exportFileName(sales, 'xlsx')).toBe('reporte-2026-12-31-a-2027-01-01.xlsx');
  });

  describe('names a spreadsheet would run as formulas (OWASP CSV injection)', () => {
    const names = [
      '=1+1',
      '=HYPERLINK("http://evil.example","Ver")',
      '+54 911',
      '-2+3',
      '@SUM(A1)',
      '\tTab',
      '\rCR',
    ];
    const sections = [
      { title: 'Mejores Clientes', header: ['Cliente', 'Gastado (Gs.)'], rows: names.map((n) => [n, -5]) },
    ];

    it('start with a quote in the CSV, quoted; numbers stay numbers', () => {
      const rows = buildReportCsv(sections).split('\r\n').slice(2, -1);
      expect(rows).toEqual([
        `"'=1+1";-5`,
        `"'=HYPERLINK(""http://evil.example"",""Ver"")";-5`,
        `"'+54 911";-5`,
        `"'-2+3";-5`,
        `"'@SUM(A1)";-5`,
        `"'\tTab";-5`,
        `"'\rCR";-5`,
      ]);
      expect(buildReportCsv([{ title: 'T', header: ['a'], rows: [['María = Ana']] }])).toContain(
        '\r\nMaría = Ana\r\n',
      );
    });

    it('are plain string cells in the XLSX, never formulas, written as typed', async () => {
      const workbook = unzipSync(new Uint8Array(await writeXlsxFile(reportSheets(sections)).toBuffer()));
      const sheet = strFromU8(workbook['xl/worksheets/sheet1.xml'] as Uint8Array);
      const strings = strFromU8(workbook['xl/sharedStrings.xml'] as Uint8Array);
      expect(sheet).not.toMatch(/<f[ >]/);
      expect(sheet.match(/t="s"/g)).toHaveLength(2 + names.length);
      expect(strings).toContain('<t>=1+1</t>');
      expect(strings).toContain('@SUM(A1)');
    });
  });
});
