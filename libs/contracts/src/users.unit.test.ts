import { describe, expect, it } from 'vitest';
import {
  ChangePasswordBody,
  CreateUserBody,
  EditUserForm,
  NewUserForm,
  SetPasswordForm,
  UpdateUserBody,
} from './users';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('users contracts', () => {
  it('one password rule for creation and for the password change', () => {
    const rules: [string, string][] = [
      ['aaaaaa', 'La contraseña debe tener al menos 8 caracteres'],
      ['aaaaaaaa', 'Debe contener al menos una mayúscula'],
      ['AAAAAAAA', 'Debe contener al menos una minúscula'],
      ['Aaaaaaaa', 'Debe contener al menos un número'],
      ['Aaaaaaa1\u0000', 'El texto contiene caracteres no permitidos'],
    ];
    for (const [password, message] of rules) {
      expect(firstMessage(CreateUserBody.safeParse({ username: 'ana', password }))).toBe(message);
      expect(
        firstMessage(ChangePasswordBody.safeParse({ currentPassword: 'x', newPassword: password })),
      ).toBe(message);
    }
    expect(ChangePasswordBody.safeParse({ currentPassword: 'x', newPassword: 'Aaaaaaa1' }).success).toBe(
      true,
    );
  });

  it('numbers are numbers: no booleans, hex or exponents; a plain decimal string is read', () => {
    for (const monthlyInvoiceLimit of [true, '0x10', '1e3', '', '12abc', [5], 1.5]) {
      const result = UpdateUserBody.safeParse({ monthlyInvoiceLimit });
      expect(result.success, JSON.stringify(monthlyInvoiceLimit)).toBe(false);
      expect(firstMessage(result)).toMatch(/^El límite mensual debe ser un número/);
    }
    expect(UpdateUserBody.parse({ monthlyInvoiceLimit: '200' }).monthlyInvoiceLimit).toBe(200);
    expect(UpdateUserBody.parse({ monthlyInvoiceLimit: 200 }).monthlyInvoiceLimit).toBe(200);
  });

  it('an empty update is refused', () => {
    expect(firstMessage(UpdateUserBody.safeParse({}))).toBe('Indique al menos un dato a modificar');
    expect(UpdateUserBody.safeParse({ isActive: false }).success).toBe(true);
    expect(UpdateUserBody.safeParse({ email: '' }).success).toBe(true);
  });

  it('a name needs a visible character', () => {
    for (const fullName of ['\u200b\u200b', '\u200b \ufeff\u2060']) {
      expect(firstMessage(UpdateUserBody.safeParse({ fullName }))).toBe(
        'El nombre debe contener al menos un carácter visible',
      );
    }
    expect(UpdateUserBody.parse({ fullName: 'Ana Benítez' }).fullName).toBe('Ana Benítez');
    expect(UpdateUserBody.parse({ fullName: '' }).fullName).toBeNull();
  });

  it('a plan sets the default monthly limit; a limit of its own wins', () => {
    const body = { username: 'ana', password: 'Secreto123' };
    expect(CreateUserBody.parse(body).monthlyInvoiceLimit).toBe(50);
    expect(CreateUserBody.parse({ ...body, subscriptionType: 'premium' }).monthlyInvoiceLimit).toBe(1000);
    expect(CreateUserBody.parse({ ...body, subscriptionType: 'enterprise' }).monthlyInvoiceLimit).toBe(10000);
    expect(
      CreateUserBody.parse({ ...body, subscriptionType: 'basic', monthlyInvoiceLimit: 7 })
        .monthlyInvoiceLimit,
    ).toBe(7);
    expect(firstMessage(CreateUserBody.safeParse({ ...body, monthlyInvoiceLimit: 10001 }))).toBe(
      'El límite mensual no puede exceder 10000',
    );
  });

  it('an expiration day lasts until that day ends in Asunción; empty means never', () => {
    expect(UpdateUserBody.parse({ expirationDate: '2026-12-31' }).expirationDate).toBe(
      '2027-01-01T02:59:59.999Z',
    );
    expect(UpdateUserBody.parse({ expirationDate: '' }).expirationDate).toBeNull();
    for (const wrong of ['mañana', '12', '2026-02-30', '2026-13-01', '2026-02-30T10:00:00Z', '1 Dec 2026']) {
      expect(firstMessage(UpdateUserBody.safeParse({ expirationDate: wrong })), wrong).toBe(
        'Fecha de expiración inválida: use el formato AAAA-MM-DD',
      );
    }
    // A whole ISO instant (a migrated record) is kept as that instant.
    expect(UpdateUserBody.parse({ expirationDate: '2026-12-31T12:00:00-03:00' }).expirationDate).toBe(
      '2026-12-31T15:00:00.000Z',
    );
  });

  it('the forms check the confirmation and never send it', () => {
    const form = { username: 'ana', password: 'Secreto123', confirmPassword: 'Secreto124' };
    expect(firstMessage(NewUserForm.safeParse(form))).toBe('Las contraseñas no coinciden');
    expect(firstMessage(NewUserForm.safeParse({ ...form, confirmPassword: '' }))).toBe(
      'Confirme la contraseña',
    );
    expect(NewUserForm.parse({ ...form, confirmPassword: 'Secreto123' })).not.toHaveProperty(
      'confirmPassword',
    );
    expect(SetPasswordForm.parse({ newPassword: 'Nueva1234', confirmPassword: 'Nueva1234' })).toEqual({
      newPassword: 'Nueva1234',
    });
    const edited = EditUserForm.parse({
      username: 'ana',
      password: '',
      confirmPassword: '',
      role: 'readonly',
    });
    expect(edited).toMatchObject({ role: 'readonly' });
    expect(edited).not.toHaveProperty('username');
  });
});
