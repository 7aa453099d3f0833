import { DENOMINATION_VALUES } from '@lavadero/contracts/cash-sessions';
import { DENOMINATIONS } from '@lavadero/domain/cash/denominations';
import { expect, it } from 'vitest';

it('the contract and the domain count the same guaraní notes and coins', () => {
  expect([...DENOMINATION_VALUES]).toEqual([...DENOMINATIONS]);
});
