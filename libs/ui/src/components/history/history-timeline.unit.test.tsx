// @vitest-environment happy-dom
import type { HistoryEntryDto } from '@lavadero/contracts/history';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HistoryTimeline } from './history-timeline';

afterEach(cleanup);

const hash = 'ab'.repeat(32);
const line = (cantidad: number) => ({
  nombre: 'Cera',
  cantidad,
  precioUnitario: 35_000,
  subtotal: 35_000 * cantidad,
});
const corrected: HistoryEntryDto = {
  kind: 'corrected',
  title: 'Factura corregida',
  who: 'Carlos Dueño',
  at: '2026-11-21T13:05:09.000Z',
  position: '812:3',
  hash,
  details: [{ label: 'Total', value: 'Gs. 35.000 → Gs. 70.000' }],
  lines: { before: [line(1)], after: [line(2)] },
};
const failed: HistoryEntryDto = {
  kind: 'delivery-failed',
  title: 'Envío sin respuesta de SIFEN',
  who: 'Sistema',
  at: '2026-11-21T14:00:00.000Z',
  position: '813:0',
  hash: null,
  details: [{ label: 'Próximo intento', value: '2026-11-21T14:05:00.000Z', format: 'instant' }],
  lines: null,
};

describe('HistoryTimeline', () => {
  it('shows who, Asunción time, details, the lines before and after, position and hash', () => {
    render(<HistoryTimeline entries={[corrected, failed]} label="Historial" />);
    const [first, second] = within(screen.getByRole('list', { name: 'Historial' })).getAllByRole('listitem');
    if (!first || !second) throw new Error('two entries');
    expect(first.textContent).toContain('Por: Carlos Dueño');
    expect(first.textContent).toContain('21/11/2026 10:05:09');
    expect(within(first).getByRole('table', { name: 'Antes' }).textContent).toContain('Gs. 35.000');
    expect(within(first).getByRole('table', { name: 'Después' }).textContent).toContain('Gs. 70.000');
    expect(first.textContent).toContain('Posición 812:3');
    const seal = within(first).getByRole('button', { name: `Hash ${hash.slice(0, 12)}…` });
    expect(seal.getAttribute('title')).toContain(hash);
    expect(second.textContent).toContain('Próximo intento21/11/2026 11:05:00');
    expect(second.textContent).toContain('Hash —');
  });

  it('says so when there is nothing', () => {
    render(<HistoryTimeline entries={[]} label="Historial" />);
    expect(screen.getByText('Sin eventos registrados.')).toBeTruthy();
  });
});
