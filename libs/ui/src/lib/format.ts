/**
 * es-PY formatting shared by every screen (spec 1 §1, §9): money is 'Gs. ' plus a rounded integer
 * with '.' as thousands separator; dates use the Paraguayan Spanish locale; anything unreadable
 * shows a neutral placeholder instead of 'NaN' or 'Invalid Date'.
 */
const LOCALE = 'es-PY';

const guaraniFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const dateFormat = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export type DateInput = Date | string | number | null | undefined;

/** 'Gs. 1.234.567'. Amounts may arrive as numeric strings; missing or unreadable amounts show 'Gs. 0'. */
export function formatGuaranies(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount.trim() || Number.NaN) : amount;
  if (value === null || value === undefined || !Number.isFinite(value)) return 'Gs. 0';
  // `|| 0` turns -0 (e.g. Math.round(-0.4)) into 0 so it never prints as '-0'.
  return `Gs. ${guaraniFormat.format(Math.round(value) || 0)}`;
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '05/01/2025', or '-' for a missing or invalid date. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : '-';
}

/** '05/01/2025, 14:30' (24-hour clock), or '-' for a missing or invalid date. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : '-';
}

const asuncionParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Asuncion',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * '21/11/2026 10:00:00': an instant of the log in Asunción's time, whatever the browser's zone, to
 * the second (an auditor compares it with other records), or '-' when unreadable.
 */
export function formatAsuncionInstant(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '-';
  const part = Object.fromEntries(asuncionParts.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}:${part.second}`;
}
