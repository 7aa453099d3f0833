import { describe, expect, it } from 'vitest';
import { RESET_CONFIRMATION_WORD, ResetConfirmationForm } from './system-reset';

describe('ResetConfirmationForm', () => {
  it('accepts the word, spaces around it aside', () => {
    expect(ResetConfirmationForm.parse({ confirmation: ` ${RESET_CONFIRMATION_WORD} ` })).toEqual({
      confirmation: RESET_CONFIRMATION_WORD,
    });
  });

  it.each(['', 'resetear', 'resetear ya', `${RESET_CONFIRMATION_WORD} YA`])('refuses %j', (typed) => {
    const result = ResetConfirmationForm.safeParse({ confirmation: typed });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['confirmation'],
      message: 'Debe escribir RESETEAR para confirmar',
    });
  });
});
