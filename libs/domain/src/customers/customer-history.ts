import { assertNever } from '../shared/decider';
import {
  changed,
  details,
  entryOf,
  type HistoryEntry,
  type HistoryEvent,
  type HistoryNames,
  otherEntry,
  yesNo,
} from '../shared/history';
import type { CustomerEvent, CustomerFields } from './events';

const TYPES = new Set<string>(['CustomerRegistered', 'CustomerUpdated']);

/** The customer's fields by their screen labels. */
const FIELDS: readonly (readonly [string, (c: CustomerFields) => string | null])[] = [
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
          details: details(...FIELDS.map(([label, read]) => [label, read(customer.data)] as const)),
        });
      case 'CustomerUpdated': {
        const before: CustomerFields | null = current;
        current = customer.data;
        return entryOf(event, names, {
          kind: 'updated',
          title: 'Datos del cliente modificados',
          details: FIELDS.flatMap(([label, read]) =>
            changed(label, before ? read(before) : null, read(customer.data)),
          ),
        });
      }
      default:
        return assertNever(customer);
    }
  });
}
