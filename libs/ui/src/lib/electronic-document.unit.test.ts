import { describe, expect, it } from 'vitest';
import { describeElectronicDocument } from './electronic-document';

const now = new Date('2026-11-25T12:00:00.000Z');
const base = { codigo: null, mensaje: null, pendienteDesde: null };

describe("a sale's SIFEN state as its badge says it", () => {
  it('names the state, green when approved', () => {
    expect(describeElectronicDocument({ ...base, estado: 'aprobado' }, now)).toEqual({
      label: 'SIFEN: Aprobado',
      variant: 'success',
      reason: null,
      warning: null,
    });
  });

  it("gives a rejection's code and reason", () => {
    const rejected = { ...base, estado: 'rechazado' as const, codigo: '1255', mensaje: 'RUC inexistente' };
    expect(describeElectronicDocument(rejected, now)).toMatchObject({
      label: 'SIFEN: Rechazado',
      variant: 'destructive',
      reason: '1255 - RUC inexistente',
    });
  });

  it('warns only past 24 h of waiting for SIFEN', () => {
    const waiting = (since: string) =>
      describeElectronicDocument({ ...base, estado: 'enviado', pendienteDesde: since }, now).warning;
    expect(waiting('2026-11-24T12:00:00.000Z')).toBeNull();
    expect(waiting('2026-11-24T11:59:00.000Z')).toBe('Pendiente de aprobación de SIFEN hace más de 24 horas');
  });

  it('a cancelled document keeps no reason nor warning', () => {
    const cancelled = {
      ...base,
      estado: 'cancelado' as const,
      mensaje: 'x',
      pendienteDesde: '2026-11-01T00:00:00Z',
    };
    expect(describeElectronicDocument(cancelled, now)).toMatchObject({ reason: null, warning: null });
  });
});
