import { asuncionEndOfDay } from '@lavadero/fiscal/asuncion-day';

const DAY_MS = 86_400_000;

/** The first and last instants (ISO, UTC) of the Asunción calendar day `day`. */
export function asuncionDayBounds(day: string): { from: string; to: string } {
  const previous = new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  return {
    from: new Date(Date.parse(asuncionEndOfDay(previous)) + 1).toISOString(),
    to: asuncionEndOfDay(day),
  };
}
