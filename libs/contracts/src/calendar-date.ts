import { z } from './zod-es';

/** True when `text` is 'YYYY-MM-DD' and names a real calendar day. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** A required calendar day 'YYYY-MM-DD' (an `<input type="date">` value). */
export const requiredCalendarDate = (required: string, invalid: string) =>
  z.string({ error: required }).trim().min(1, required).refine(isCalendarDate, invalid);
