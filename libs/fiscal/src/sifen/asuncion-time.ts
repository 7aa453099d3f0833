import { SifenInputError } from './errors';

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Asuncion',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant as SIFEN reads its dates: Asunción wall-clock 'YYYY-MM-DDTHH:mm:ss', without offset.
 * Never the process's local time: the server runs in UTC, three hours ahead, and SIFEN refuses a
 * signature "from the future" (1004).
 */
export function asuncionDateTime(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) {
    throw new SifenInputError('DATE_INVALID', `Fecha y hora inválida: ${iso}`);
  }
  const part = Object.fromEntries(wallClock.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
}
