import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import type { UpdateCustomer } from './commands';
import { fields } from './customer.fixtures';
import { customerDecider } from './customer-decide';
import { customerDocumentDecider } from './document-claim-decide';
import {
  type CustomerFields,
  type CustomerRegistered,
  documentKey,
  toCustomerDocumentStreamId,
} from './events';

const spec = deciderSpec(customerDecider);
const customerId = 'c-1';
const now = '2026-11-21T12:00:00.000Z';
const later = '2026-11-22T09:30:00.000Z';
const tourist: CustomerFields = {
  ...fields,
  nombre: 'John Smith',
  docTipo: 'Pasaporte',
  docNumero: 'X1234567',
  regimenTurismo: true,
  pais: 'Estados Unidos',
  pasaporte: 'X1234567',
  fechaIngreso: '2026-11-18',
};
const registered: CustomerRegistered = {
  type: 'CustomerRegistered',
  data: { ...fields, customerId, createdAt: now },
};
const update = (changes: Partial<CustomerFields>, documentBefore = fields): UpdateCustomer => ({
  type: 'UpdateCustomer',
  data: {
    ...fields,
    ...changes,
    documentBefore: { docTipo: documentBefore.docTipo, docNumero: documentBefore.docNumero },
    now: later,
  },
});

describe('customer decider', () => {
  it('registers a customer once', () => {
    spec
      .given([])
      .when({ type: 'RegisterCustomer', data: { ...fields, customerId, now } })
      .then([registered]);
    spec
      .given([registered])
      .when({ type: 'RegisterCustomer', data: { ...fields, customerId, now } })
      .thenThrows('CUSTOMER_EXISTS');
  });

  it('registers a tourist with country, passport and entry date', () => {
    spec
      .given([])
      .when({ type: 'RegisterCustomer', data: { ...tourist, customerId, now } })
      .then([{ type: 'CustomerRegistered', data: { ...tourist, customerId, createdAt: now } }]);
  });

  it('refuses a tourist without country, passport or entry date', () => {
    for (const missing of ['pais', 'pasaporte', 'fechaIngreso'] as const) {
      const error = spec
        .given([])
        .when({ type: 'RegisterCustomer', data: { ...tourist, [missing]: null, customerId, now } })
        .thenThrows('TOURIST_DATA_REQUIRED');
      expect(error.message).toBe('Para régimen turismo es obligatorio país, pasaporte y fecha de ingreso');
    }
    spec
      .given([registered])
      .when(update({ regimenTurismo: true }))
      .thenThrows('TOURIST_DATA_REQUIRED');
  });

  it('checks the RUC check digit', () => {
    const ruc = { ...fields, docTipo: 'RUC' as const };
    spec
      .given([])
      .when({ type: 'RegisterCustomer', data: { ...ruc, docNumero: '80028061-0', customerId, now } })
      .then([
        { type: 'CustomerRegistered', data: { ...ruc, docNumero: '80028061-0', customerId, createdAt: now } },
      ]);
    const wrong = spec
      .given([])
      .when({ type: 'RegisterCustomer', data: { ...ruc, docNumero: '80021744-8', customerId, now } })
      .thenThrows('INVALID_RUC');
    expect(wrong.message).toBe('El dígito verificador del RUC no es correcto (debería ser 6)');
    const malformed = spec
      .given([])
      .when({ type: 'RegisterCustomer', data: { ...ruc, docNumero: '80028061', customerId, now } })
      .thenThrows('INVALID_RUC');
    expect(malformed.message).toContain('formato');
    spec
      .given([registered])
      .when(update({ docTipo: 'RUC', docNumero: '2660-4' }))
      .thenThrows('INVALID_RUC');
  });

  it('updates every field of an existing customer', () => {
    spec
      .given([registered])
      .when(update({ nombre: 'María G. de Benítez', email: null, docNumero: '7654321' }))
      .then([
        {
          type: 'CustomerUpdated',
          data: {
            ...fields,
            nombre: 'María G. de Benítez',
            email: null,
            docNumero: '7654321',
            customerId,
            at: later,
          },
        },
      ]);
  });

  it('refuses to update an unknown customer', () => {
    spec.given([]).when(update({})).thenThrows('CUSTOMER_NOT_FOUND');
  });

  it('refuses an edit made on a document someone else has changed meanwhile', () => {
    const moved = {
      type: 'CustomerUpdated' as const,
      data: { ...fields, docNumero: '999', customerId, at: now },
    };
    spec
      .given([registered, moved])
      .when(update({ nombre: 'Otra' }))
      .thenThrows('CUSTOMER_CHANGED');
  });
});

describe('customer document claims', () => {
  const claims = deciderSpec(customerDocumentDecider);
  const doc = { docTipo: 'CI' as const, docNumero: '1234567' };
  const claimed = { type: 'CustomerDocumentClaimed' as const, data: { ...doc, customerId } };
  const released = { type: 'CustomerDocumentReleased' as const, data: { ...doc, customerId } };

  it('gives a document to the first customer that claims it', () => {
    claims
      .given([])
      .when({ type: 'ClaimCustomerDocument', data: { ...doc, customerId } })
      .then([claimed]);
    claims
      .given([claimed])
      .when({ type: 'ClaimCustomerDocument', data: { ...doc, customerId } })
      .then([]);
  });

  it('refuses it to another customer, saying who has it', () => {
    const error = claims
      .given([claimed])
      .when({ type: 'ClaimCustomerDocument', data: { ...doc, customerId: 'c-2' } })
      .thenThrows('DOCUMENT_TAKEN');
    expect(error.message).toBe('Ya existe otro cliente con el documento CI 1234567');
  });

  it('frees a document only when its holder releases it', () => {
    claims
      .given([claimed])
      .when({ type: 'ReleaseCustomerDocument', data: { ...doc, customerId: 'c-2' } })
      .then([]);
    claims
      .given([claimed])
      .when({ type: 'ReleaseCustomerDocument', data: { ...doc, customerId } })
      .then([released]);
    claims
      .given([claimed, released])
      .when({ type: 'ClaimCustomerDocument', data: { ...doc, customerId: 'c-2' } })
      .then([{ type: 'CustomerDocumentClaimed', data: { ...doc, customerId: 'c-2' } }]);
  });

  it('compares document numbers by their letters and digits, per type', () => {
    expect(documentKey('CI', '1.234.567')).toBe(documentKey('CI', '1234567'));
    expect(documentKey('RUC', '80028061-0')).toBe('ruc-800280610');
    expect(documentKey('Pasaporte', 'ab 123')).toBe('pasaporte-AB123');
    expect(toCustomerDocumentStreamId('CI', '1234567')).not.toBe(
      toCustomerDocumentStreamId('RUC', '1234567'),
    );
  });
});
