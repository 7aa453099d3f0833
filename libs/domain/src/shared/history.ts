import { gs } from '../sales/messages';

/**
 * An auditor's history: each stored event told in the auditor's words (what happened, who, when,
 * the details that matter), never as the event's own keys. The translations are pure: the route
 * reads the events and the names they refer to, a `<entity>-history.ts` per context says what each
 * event means, and the screen only lays the entries out.
 */

/** One stored event as a history reads it: no translation yet. */
export interface HistoryEvent {
  readonly type: string;
  readonly data: unknown;
  /** The user of the command that caused it; null for the system (the fiscal worker, a job). */
  readonly userId: string | null;
  /** ISO instant: when the command happened (its metadata), else when it was stored. */
  readonly at: string;
  /** Global position, as `positionToString` writes it. */
  readonly position: string;
  /** The event's link in the log's hash chain, where the store keeps one. */
  readonly hash: string | null;
}

/** One invoice or order line, as both sides of a correction show it. */
export interface HistoryLine {
  readonly nombre: string;
  readonly cantidad: number;
  readonly precioUnitario: number;
  readonly subtotal: number;
}

/** One fact of an entry. `instant` values are ISO instants the screen formats in Asunción time. */
export interface HistoryDetail {
  readonly label: string;
  readonly value: string;
  readonly format?: 'instant';
}

export interface HistoryEntry {
  /** A stable name of what happened, for tests and styling ('issued', 'corrected', 'approved'…). */
  readonly kind: string;
  /** What happened, in Spanish. */
  readonly title: string;
  /** A person's name, or 'Sistema'. */
  readonly who: string;
  readonly at: string;
  readonly position: string;
  readonly hash: string | null;
  readonly details: HistoryDetail[];
  /** The lines before and after (before null: there were none, e.g. at issue). */
  readonly lines: {
    readonly before: HistoryLine[] | null;
    readonly after: HistoryLine[];
  } | null;
}

/** The names the events refer to by id, looked up by the caller before translating. */
export interface HistoryNames {
  /** A user's name; null when the read model does not know them. */
  readonly user: (userId: string) => string | null;
  /** A sale's invoice number. */
  readonly sale: (saleId: string) => string | null;
  /** A work order's number. */
  readonly workOrder: (workOrderId: string) => number | null;
}

export const SYSTEM_ACTOR = 'Sistema';
export const UNKNOWN_USER = 'Usuario sin nombre registrado';

/** Who caused an event: the system when no user, never an id. */
export function whoOf(event: HistoryEvent, names: HistoryNames): string {
  if (event.userId === null) return SYSTEM_ACTOR;
  return names.user(event.userId) ?? UNKNOWN_USER;
}

/** An entry of this event with its actor, time, position and hash. */
export function entryOf(
  event: HistoryEvent,
  names: HistoryNames,
  what: Pick<HistoryEntry, 'kind' | 'title'> & Partial<Pick<HistoryEntry, 'details' | 'lines'>>,
): HistoryEntry {
  return {
    kind: what.kind,
    title: what.title,
    who: whoOf(event, names),
    at: event.at,
    position: event.position,
    hash: event.hash,
    details: what.details ?? [],
    lines: what.lines ?? null,
  };
}

/** An event this history does not know yet: still listed, so nothing in the log is hidden. */
export function otherEntry(event: HistoryEvent, names: HistoryNames): HistoryEntry {
  return entryOf(event, names, {
    kind: 'other',
    title: 'Evento registrado',
    details: [{ label: 'Tipo', value: event.type }],
  });
}

/** Details of the non-empty values only: a missing phone is not a fact worth a line. */
export function details(
  ...pairs: readonly (readonly [string, string | null | undefined])[]
): HistoryDetail[] {
  return pairs.flatMap(([label, value]) => (value == null || value === '' ? [] : [{ label, value }]));
}

/** A record's fields by their screen labels, each read as the text the history shows. */
export type LabelledFields<T> = readonly (readonly [string, (record: T) => string | null])[];

/** Every field that has a value: what a record held when it was created. */
export const fieldDetails = <T>(fields: LabelledFields<T>, record: T): HistoryDetail[] =>
  details(...fields.map(([label, read]) => [label, read(record)] as const));

/** Each field that changed, 'antes → después': what an edit did. */
export const changedFields = <T>(fields: LabelledFields<T>, before: T | null, after: T): HistoryDetail[] =>
  fields.flatMap(([label, read]) => changed(label, before ? read(before) : null, read(after)));

/** 'antes → después' when a value changed, nothing when it did not. */
export function changed(label: string, before: string | null, after: string | null): HistoryDetail[] {
  if (before === after) return [];
  return [{ label, value: `${before ?? '(vacío)'} → ${after ?? '(vacío)'}` }];
}

export const money = gs;

export const yesNo = (value: boolean) => (value ? 'Sí' : 'No');
