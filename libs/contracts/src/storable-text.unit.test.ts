import { describe, expect, it } from 'vitest';
import { hasVisibleCharacter, isStorableText } from './storable-text';

describe('storable text', () => {
  it('refuses NUL and lone surrogates, keeps accents and emoji', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\ud800b')).toBe(false);
    expect(isStorableText('\udc00')).toBe(false);
    expect(isStorableText('Peña 🚗 Ñandutí')).toBe(true);
  });

  it('a visible character is needed: zero-width and blank characters are not', () => {
    expect(hasVisibleCharacter('\u200b\u200c\u200d\u2060\ufeff')).toBe(false);
    expect(hasVisibleCharacter(' \u00a0\t')).toBe(false);
    expect(hasVisibleCharacter('\u200bAna')).toBe(true);
    expect(hasVisibleCharacter('🚗')).toBe(true);
    expect(hasVisibleCharacter('.')).toBe(true);
  });
});
