import type { FieldChange } from './events';

/** The fields whose values differ, in the order of `fields`; `secret` fields show no values. */
export function fieldChanges<T extends object>(
  before: T | null,
  after: T,
  fields: readonly (keyof T & string)[],
  secret: readonly string[] = [],
): FieldChange[] {
  const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
  return fields
    .filter((f) => text(before?.[f]) !== text(after[f]))
    .map((field) =>
      secret.includes(field)
        ? { field, from: null, to: null }
        : { field, from: text(before?.[field]), to: text(after[field]) },
    );
}
