import { describe, expect, it } from 'vitest';
import type { Message } from '../shared/decider';
import type { RegisterCustomer, UpdateCustomer } from './commands';
import { fields } from './customer.fixtures';
import { planRegisterCustomer, planUpdateCustomer } from './customer-plan';

const customerId = 'c-1';
const now = '2026-11-21T12:00:00.000Z';
const customer = `customer-${customerId}`;
const claimOf = (docNumero: string) => `customer-document-ci-${docNumero}`;
const empty = (plan: { streamIds: readonly string[] }) =>
  new Map<string, Message[]>(plan.streamIds.map((id) => [id, []]));
const typesOf = (decided: { streamId: string; events: readonly Message[] }[]) =>
  decided.map((d) => [d.streamId, d.events.map((e) => e.type)]);

describe('registering a customer', () => {
  const register: RegisterCustomer = { type: 'RegisterCustomer', data: { ...fields, customerId, now } };

  it('claims its document and creates it in one append, both streams expected new', () => {
    const plan = planRegisterCustomer(register);
    expect(plan.streamIds).toEqual([claimOf('1234567'), customer]);
    expect(plan.expectNew).toEqual(plan.streamIds);
    expect(typesOf(plan.decide(empty(plan)))).toEqual([
      [claimOf('1234567'), ['CustomerDocumentClaimed']],
      [customer, ['CustomerRegistered']],
    ]);
  });

  it('refuses an invalid customer before its document is claimed', () => {
    const invalid = planRegisterCustomer({ ...register, data: { ...register.data, regimenTurismo: true } });
    const taken = new Map([
      [claimOf('1234567'), [{ type: 'CustomerDocumentClaimed', data: { customerId: 'c-2' } }]],
    ]);
    expect(() => invalid.decide(new Map([...empty(invalid), ...taken]))).toThrow(
      expect.objectContaining({ code: 'TOURIST_DATA_REQUIRED' }),
    );
  });
});

describe('editing a customer', () => {
  const update = (docNumero: string): UpdateCustomer => ({
    type: 'UpdateCustomer',
    data: { ...fields, docNumero, documentBefore: { docTipo: 'CI', docNumero: '1234567' }, now },
  });
  const registered = [{ type: 'CustomerRegistered', data: { ...fields, customerId, createdAt: now } }];
  const claimed = [
    { type: 'CustomerDocumentClaimed', data: { docTipo: 'CI', docNumero: '1234567', customerId } },
  ];

  it('touches only the customer when the document stays (also written otherwise)', () => {
    expect(planUpdateCustomer(customerId, update('1.234.567')).streamIds).toEqual([customer]);
  });

  it('claims the new document and frees the old one in the same append', () => {
    const plan = planUpdateCustomer(customerId, update('7654321'));
    expect(plan.streamIds).toEqual([customer, claimOf('7654321'), claimOf('1234567')]);
    const histories = new Map([...empty(plan), [customer, registered], [claimOf('1234567'), claimed]]);
    expect(typesOf(plan.decide(histories))).toEqual([
      [customer, ['CustomerUpdated']],
      [claimOf('7654321'), ['CustomerDocumentClaimed']],
      [claimOf('1234567'), ['CustomerDocumentReleased']],
    ]);
  });
});
