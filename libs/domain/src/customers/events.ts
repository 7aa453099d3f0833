import type { Message } from '../shared/decider';

/** Document types of spec 2 §3; the customers screen filters by CI, RUC and Pasaporte. */
export const DOC_TIPOS = ['CI', 'Pasaporte', 'RUC', 'Extranjero'] as const;
export type DocTipo = (typeof DOC_TIPOS)[number];

/** Everything a person enters about a customer (spec 2 §3). Absent optional fields are null. */
export interface CustomerFields {
  readonly nombre: string;
  readonly docTipo: DocTipo;
  readonly docNumero: string;
  readonly email: string | null;
  readonly telefono: string | null;
  readonly direccion: string | null;
  /** Tourist regime: the sale is IVA-exempt and pais, pasaporte and fechaIngreso are required. */
  readonly regimenTurismo: boolean;
  readonly pais: string | null;
  readonly pasaporte: string | null;
  /** Entry date into the country, 'YYYY-MM-DD'. */
  readonly fechaIngreso: string | null;
}

export type CustomerRegistered = Message<
  'CustomerRegistered',
  CustomerFields & { readonly customerId: string; readonly createdAt: string }
>;
export type CustomerUpdated = Message<
  'CustomerUpdated',
  CustomerFields & { readonly customerId: string; readonly at: string }
>;

export type CustomerEvent = CustomerRegistered | CustomerUpdated;

export const CUSTOMER_EVENT_TYPES: readonly CustomerEvent['type'][] = [
  'CustomerRegistered',
  'CustomerUpdated',
];

export const toCustomerStreamId = (customerId: string) => `customer-${customerId}`;

/**
 * The comparable form of a document number: upper case, letters and digits only, so '1.234.567' and
 * '1234567' are the same CI and '80028061-0' the same RUC as '800280610'.
 */
export function documentKey(docTipo: DocTipo, docNumero: string): string {
  return `${docTipo.toLowerCase()}-${docNumero.toUpperCase().replace(/[^\p{L}\p{N}]/gu, '')}`;
}

/**
 * One stream per (type, number), appended with the revision read ('no_stream' the first time):
 * of two people registering the same document at once, exactly one wins.
 */
export const toCustomerDocumentStreamId = (docTipo: DocTipo, docNumero: string) =>
  `customer-document-${documentKey(docTipo, docNumero)}`;
