import { ImportProgressParams } from '@lavadero/contracts/migration';
import { describe, expect, it } from 'vitest';
import { newImportId } from './import-id';

describe('the import id', () => {
  it('is a v4 uuid the progress route accepts, new every time', () => {
    const ids = Array.from({ length: 50 }, newImportId);
    for (const importId of ids) {
      expect(importId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(ImportProgressParams.safeParse({ importId }).success).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});
