import { DEFAULT_CUSTOMER } from '@lavadero/contracts/customers';
import { describe, expect, it } from 'vitest';
import { shownDocument } from './customer-document';

describe('shownDocument', () => {
  it("hides the placeholder 'CI 0' of Cliente General and shows any real document", () => {
    expect(shownDocument(DEFAULT_CUSTOMER)).toBeNull();
    expect(shownDocument({ id: '5b0c7a4e-3f7e-4c1e-9d1a-2f6f2b7c9a10', docNumero: '0' })).toBe('0');
  });
});
