/**
 * Text PostgreSQL can store: no NUL character and no lone UTF-16 surrogate (half of an emoji, as a
 * broken client or an attacker may send). Either one makes a text or jsonb write fail with a 500.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && (value as string & { isWellFormed(): boolean }).isWellFormed();
}

export const UNSTORABLE_TEXT_MESSAGE = 'El texto contiene caracteres no permitidos';

/**
 * Whether a person would see anything: a letter, digit, punctuation or symbol. Spaces, zero-width
 * characters (U+200B–U+200D, U+2060, U+FEFF) and other format or control characters do not count, so
 * a name made only of them is no name.
 */
export function hasVisibleCharacter(value: string): boolean {
  return /[\p{L}\p{N}\p{P}\p{S}\p{M}]/u.test(value.replace(/[\p{Cf}\p{Cc}\p{Z}]/gu, ''));
}
