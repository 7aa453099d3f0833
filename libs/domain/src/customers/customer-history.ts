import { assertNever } from '../shared/decider';
import {
  changedFields,
  entryOf,
  fieldDetails,
  type HistoryEntry,
  type HistoryEvent,
  type HistoryNames,
  type LabelledFields,
  otherEntry,
  yesNo,
} from '../shared/history';
import type { CustomerEvent, CustomerFields } from './events';

const TYPES = new Set<string>(['CustomerRegistered', 'CustomerUpdated']);

/** The customer's fields by their screen labels. */
const FIELDS: LabelledFields<CustomerFields> = [
  ['Nombre', (c) => c.nombre],
  ['Documento', (c) => `${c.docTipo} ${c.docNumero}`],
  ['Teléfono', (c) => c.telefono],
  ['Email', (c) => c.email],
  ['Dirección', (c) => c.direccion],
  ['Régimen de turismo', (c) => yesNo(c.regimenTurismo)],
  ['País', (c) => c.pais],
  ['Pasaporte', (c) => c.pasaporte],
];

/** A customer's history: registered, then each change of their data, field by field. */
export function customerHistory(events: readonly HistoryEvent[], names: HistoryNames): HistoryEntry[] {
  let current: CustomerFields | null = null;
  return events.map((event) => {
    if (!TYPES.has(event.type)) return otherEntry(event, names);
    const customer = { type: event.type, data: event.data } as CustomerEvent;
    switch (customer.type) {
      case 'CustomerRegistered':
        current = customer.data;
        return entryOf(event, names, {
          kind: 'registered',
          title: 'Cliente registrado',
          details: fieldDetails(FIELDS, customer.data),
        });
      case 'CustomerUpdated': {
        const before: CustomerFields | null = current;
        current = customer.data;
        return entryOf(event, names, {
          kind: 'updated',
          title: 'Datos del cliente modificados',
          details: changedFields(FIELDS, before, customer.data),
        });
      }
      default:
        return assertNever(customer);
    }
  });
}
