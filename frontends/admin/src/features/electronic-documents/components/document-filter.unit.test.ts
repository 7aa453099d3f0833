import { describe, expect, it } from 'vitest';
import { NO_DOCUMENT_FILTERS, toDocumentsQuery } from './document-filter';

describe('the filters of "Documentos electrónicos" as a query', () => {
  it('asks for everything when nothing is chosen', () => {
    expect(toDocumentsQuery(NO_DOCUMENT_FILTERS)).toEqual({ query: '', error: null });
  });

  it('names the state and the days chosen', () => {
    expect(toDocumentsQuery({ estado: 'rechazado', desde: '2026-11-01', hasta: '2026-11-30' })).toEqual({
      query: 'estado=rechazado&desde=2026-11-01&hasta=2026-11-30',
      error: null,
    });
    expect(toDocumentsQuery({ ...NO_DOCUMENT_FILTERS, hasta: '2026-11-30' }).query).toBe('hasta=2026-11-30');
  });

  it('does not ask for a range that ends before it starts', () => {
    expect(toDocumentsQuery({ estado: 'todos', desde: '2026-11-30', hasta: '2026-11-01' })).toEqual({
      query: '',
      error: 'La fecha Desde no puede ser posterior a Hasta',
    });
  });
});
