import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from './storable-text';
import { parseWholeNumber } from './whole-number';
import { z } from './zod-es';

/**
 * The pieces every entity's contract is made of, each defined once: the entity files compose them
 * and only add their own Spanish wording. Forms and routes use the same schemas.
 */

/** Highest amount in guaraníes anything accepts (fits the read models' integer columns). */
export const MAX_GUARANIES = 999_999_999;
/** The highest amount the invoice can write in words (999.999.999.999). */
export const MAX_SALE_AMOUNT = 999_999_999_999;

export const isBlank = (input: unknown) => input === undefined || input === null || input === '';

/** Text that must be given: trimmed, not empty, at most `max` characters. */
export const requiredText = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE)
    .trim()
    .min(1, required)
    .max(max, tooLong);

/** Optional text: an empty string from a form means "not given" and is stored as null. */
export const optionalText = (max: number, tooLong: string, notText?: string) =>
  z
    .string(notText ? { error: notText } : undefined)
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE)
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v ? v : null));

/** An optional email, stored lower-case; empty means none. */
export const email = z
  .union([z.literal(''), z.email('Email inválido')])
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null));

/** The body of a command that needs no data (every POST declares one, for the API's description). */
export const EmptyBody = z.object({});

/** The `:id` of a record in a route's path. */
export const RecordIdParams = z.object({ id: z.uuid('Identificador inválido') });

/** A reference to another record that a form must choose (e.g. the vehicle's customer). */
export const requiredRef = (required: string, invalid: string) =>
  z.string({ error: required }).trim().min(1, required).pipe(z.uuid(invalid));

/** A whole number typed as '35.000', '35000', 'Gs. 35.000' or sent as a number; messages name the field. */
export function wholeNumber(messages: { required: string; format: string; fraction: string }) {
  return z
    .union([z.number(), z.string(), z.null()], {
      error: (issue) => (isBlank(issue.input) ? messages.required : messages.format),
    })
    .optional()
    .transform((input, ctx) => {
      const result = parseWholeNumber(input);
      if (result.ok) return result.value;
      ctx.addIssue({
        code: 'custom',
        message: messages[result.problem === 'missing' ? 'required' : result.problem],
      });
      return z.NEVER;
    });
}

/** An amount in integer guaraníes, from 0 to MAX_GUARANIES. */
export const guaranies = (messages: {
  required: string;
  format: string;
  fraction: string;
  negative: string;
  tooHigh: string;
}) => wholeNumber(messages).pipe(z.number().min(0, messages.negative).max(MAX_GUARANIES, messages.tooHigh));

/** An amount of money counted or paid at the till ('El monto', 'El fondo inicial'), in its own words. */
export const guaraniAmount = (what: string) =>
  guaranies({
    required: `${what} es obligatorio`,
    format: `${what} debe ser un monto válido en guaraníes (ej.: 150.000)`,
    fraction: `${what} debe ser un monto en guaraníes sin decimales`,
    negative: `${what} no puede ser negativo`,
    tooHigh: `${what} no puede superar Gs. 999.999.999`,
  });

/** Whether `text` is 'YYYY-MM-DD' of a real calendar day (2026-02-30 is not: Date would roll it). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** A required calendar day 'YYYY-MM-DD' (an `<input type="date">` value). */
export const requiredCalendarDay = (required: string, invalid: string) =>
  z.string({ error: required }).trim().min(1, required).refine(isCalendarDay, invalid);

/**
 * An optional calendar day 'YYYY-MM-DD'. Absent stays undefined (an edit leaves it alone); empty or
 * null is null (cleared). `cutTimestamp` accepts a full ISO timestamp and keeps its date.
 */
export const calendarDay = (invalid: string, options: { cutTimestamp?: boolean } = {}) =>
  z
    .union([z.string(), z.null()], { error: invalid })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (v === null || v.trim() === '') return null;
      const day = options.cutTimestamp ? v.trim().slice(0, 10) : v.trim();
      if (isCalendarDay(day)) return day;
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    });

/** A true/false switch; the message names the field. */
export const flag = (invalid: string) => z.boolean({ error: invalid });

/**
 * An amount on a sale, in guaraníes. POST sends JSON numbers; PUT may send them as strings (spec 1 §7), as a
 * program writes them ('35000', '35000.00' from a numeric column), never with thousands dots.
 */
export function saleAmount(
  label: string,
  options: { strings: boolean; min?: number; max?: number; fraction?: string },
) {
  const { min = 0, max = MAX_SALE_AMOUNT, fraction = 'debe ser un monto entero en guaraníes' } = options;
  const notANumber = `${label} debe ser un número`;
  const input = options.strings
    ? z.union([z.number(), z.string()], { error: notANumber })
    : z.number({ error: notANumber });
  return input
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') {
        ctx.addIssue({ code: 'custom', message: `${label} es obligatorio` });
        return z.NEVER;
      }
      const n =
        typeof value === 'number' ? value : /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : Number.NaN;
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: notANumber });
        return z.NEVER;
      }
      if (!Number.isInteger(n)) {
        ctx.addIssue({ code: 'custom', message: `${label} ${fraction}` });
        return z.NEVER;
      }
      return n;
    })
    .pipe(
      z
        .number()
        .min(min, min === 0 ? `${label} no puede ser negativo` : `${label} debe ser al menos ${min}`)
        .max(max, `${label} no puede superar ${max.toLocaleString('es-PY')}`),
    );
}
