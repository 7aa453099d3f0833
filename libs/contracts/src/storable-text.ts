/**
 * Text PostgreSQL can store: no NUL character and no lone UTF-16 surrogate (half of an emoji, as a
 * broken client or an attacker may send). Either one makes a text or jsonb write fail with a 500.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && (value as string & { isWellFormed(): boolean }).isWellFormed();
}

export const UNSTORABLE_TEXT_MESSAGE = 'El texto contiene caracteres no permitidos';
