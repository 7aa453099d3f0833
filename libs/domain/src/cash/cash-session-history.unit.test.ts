import { describe, expect, it } from 'vitest';
import type { HistoryEvent, HistoryNames } from '../shared/history';
import { cashSessionHistory } from './cash-session-history';

const names: HistoryNames = {
  user: (id) => (id === 'u1' ? 'Carla Cajera' : null),
  sale: () => null,
  workOrder: () => null,
};
const at = '2026-11-26T12:00:00.000Z';
const event = (type: string, data: unknown, position: string): HistoryEvent => ({
  type,
  data,
  userId: 'u1',
  at,
  position,
  hash: null,
});
const closing = {
  sessionId: 's1',
  userId: 'u1',
  fondoInicial: 100_000,
  ventasEfectivo: 85_000,
  anulacionesEfectivo: 0,
  retiros: 30_000,
  gastos: 0,
  ingresos: 0,
  esperado: 155_000,
  contado: 150_000,
  diferencia: -5_000,
  porMedio: [{ medioPago: 'efectivo', ventas: 85_000, anulaciones: 0, neto: 85_000 }],
  denominaciones: null,
  throughPosition: '9:0',
  closedBy: 'u1',
  at,
};

describe('a caja read in its history', () => {
  it('tells the opening, a withdrawal, the closing with every figure and a recount, by name', () => {
    const entries = cashSessionHistory(
      [
        event(
          'CashSessionOpened',
          { sessionId: 's1', userId: 'u1', fondoInicial: 100_000, denominaciones: null, openedBy: 'u1', at },
          '1',
        ),
        event(
          'CashMovementRecorded',
          {
            sessionId: 's1',
            movementId: 'm1',
            kind: 'retiro',
            monto: 30_000,
            motivo: 'A la caja fuerte',
            comprobante: null,
            recordedBy: 'u1',
            at,
          },
          '2',
        ),
        event('CashSessionClosed', closing, '3'),
        event(
          'CashSessionCorrected',
          {
            sessionId: 's1',
            contado: 160_000,
            denominaciones: null,
            diferencia: 5_000,
            motivo: 'Recuento',
            correctedBy: 'u1',
            at,
          },
          '4',
        ),
        event('SomethingNew', {}, '5'),
      ],
      names,
    );
    expect(entries.map((e) => [e.kind, e.title, e.who])).toEqual([
      ['opened', 'Caja abierta', 'Carla Cajera'],
      ['retiro', 'Retiro a caja fuerte', 'Carla Cajera'],
      ['closed', 'Caja cerrada (arqueo)', 'Carla Cajera'],
      ['corrected', 'Arqueo corregido', 'Carla Cajera'],
      ['other', 'Evento registrado', 'Carla Cajera'],
    ]);
    expect(entries[0]?.details).toEqual([
      { label: 'Cajero', value: 'Carla Cajera' },
      { label: 'Fondo inicial', value: 'Gs. 100.000' },
    ]);
    expect(entries[1]?.details).toEqual([
      { label: 'Monto', value: 'Gs. 30.000' },
      { label: 'Motivo', value: 'A la caja fuerte' },
    ]);
    expect(entries[2]?.details).toContainEqual({ label: 'Efectivo esperado', value: 'Gs. 155.000' });
    expect(entries[2]?.details).toContainEqual({ label: 'Diferencia', value: 'Gs. -5.000' });
    expect(entries[2]?.details).toContainEqual({ label: 'Efectivo', value: 'Gs. 85.000' });
    expect(entries[3]?.details).toContainEqual({ label: 'Diferencia', value: 'Gs. +5.000' });
  });
});
