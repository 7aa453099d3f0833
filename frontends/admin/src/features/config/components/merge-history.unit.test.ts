import { describe, expect, it } from 'vitest';
import { mergeHistory } from './merge-history';

const entry = (at: string, field: string) => ({
  at,
  userId: 'u1',
  username: 'admin',
  changes: [{ field, from: null, to: 'x' }],
});

describe('mergeHistory', () => {
  it('interleaves company and DNIT saves, newest first, saying which settings changed', () => {
    const merged = mergeHistory(
      [entry('2026-11-23T10:05:00.000Z', 'ruc'), entry('2026-11-23T10:00:00.000Z', 'razonSocial')],
      [entry('2026-11-23T10:03:00.000Z', 'endpointUrl')],
    );
    expect(merged.map((e) => [e.area, e.changes[0]?.field])).toEqual([
      ['Empresa', 'ruc'],
      ['DNIT', 'endpointUrl'],
      ['Empresa', 'razonSocial'],
    ]);
  });
});
