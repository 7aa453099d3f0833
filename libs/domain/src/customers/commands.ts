import type { Message } from '../shared/decider';
import type { CustomerFields, DocTipo } from './events';

export interface CustomerDocument {
  readonly docTipo: DocTipo;
  readonly docNumero: string;
}

/** The id and the time arrive on the command: deciders have no clock and make no ids. */
export type RegisterCustomer = Message<
  'RegisterCustomer',
  CustomerFields & { readonly customerId: string; readonly now: string }
>;

/**
 * A full edit. `documentBefore` is the document the caller saw (and whose claim it will release when
 * the document changes): if someone changed it meanwhile the edit is refused rather than undoing theirs.
 */
export type UpdateCustomer = Message<
  'UpdateCustomer',
  CustomerFields & { readonly documentBefore: CustomerDocument; readonly now: string }
>;

export type CustomerCommand = RegisterCustomer | UpdateCustomer;
