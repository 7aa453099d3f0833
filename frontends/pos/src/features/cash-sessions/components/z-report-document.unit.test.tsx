// @vitest-environment happy-dom
import type { ZReportDto } from '@lavadero/contracts/cash-sessions';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ZReportDocument } from './z-report-document';

afterEach(cleanup);

const report: ZReportDto = {
  caja: {
    id: 'c1',
    userId: 'u1',
    userName: 'Ana Cajera',
    estado: 'cerrada',
    openedAt: '2026-11-26T11:00:00.000Z',
    closedAt: '2026-11-26T21:00:00.000Z',
    closedBy: 'u1',
    denominacionesApertura: null,
    denominacionesCierre: { '100000': 2 },
    figuras: {
      fondoInicial: 100_000,
      ventasEfectivo: 300_000,
      anulacionesEfectivo: 50_000,
      retiros: 150_000,
      gastos: 20_000,
      ingresos: 30_000,
      esperado: 210_000,
      porMedio: [{ medioPago: 'tarjeta_debito', ventas: 120_000, anulaciones: 0, neto: 120_000 }],
    },
    contado: 200_000,
    diferencia: -10_000,
    correcciones: 0,
  },
  cantidadVentas: 7,
  cantidadAnulaciones: 1,
  movimientos: [
    {
      id: 'm1',
      kind: 'gasto',
      saleId: null,
      medioPago: null,
      monto: 20_000,
      motivo: 'Esponjas',
      comprobante: '001-001-0000123',
      userId: 'u1',
      at: '2026-11-26T15:00:00.000Z',
    },
    {
      id: 'm2',
      kind: 'cobro',
      saleId: null,
      medioPago: 'transferencia',
      monto: 45_000,
      motivo: null,
      comprobante: null,
      userId: 'u1',
      at: '2026-11-26T16:00:00.000Z',
    },
  ],
  correcciones: [],
};

it('prints the expected, counted and difference, each method and each movement', () => {
  render(<ZReportDocument report={report} />);
  const row = (label: string) => screen.getByText(label).closest('tr')?.textContent;
  expect(screen.getByRole('heading', { name: 'Reporte Z' })).toBeTruthy();
  expect(row('Efectivo esperado')).toContain('210.000');
  expect(row('Efectivo contado')).toContain('200.000');
  expect(row('Diferencia')).toContain('10.000');
  expect(row('Tarjeta de Débito')).toContain('120.000');
  expect(row('Gasto · Esponjas · 001-001-0000123')).toContain('20.000');
  expect(row('Cobro de cuenta · Transferencia')).toContain('45.000');
  expect(screen.getByText(/Ventas: 7/).textContent).toContain('Anulaciones: 1');
});
