import { describe, expect, it } from 'vitest';
import { ChangeOwnPasswordForm } from './account';
import { CompanyConfigBody } from './company-config';
import { DnitConfigBody, SECRET_MASK } from './dnit-config';

const valid = {
  ruc: '80028061-0',
  razonSocial: 'Lavadero Central S.A.',
  timbradoNumero: '12345678',
  timbradoDesde: '2026-01-01',
  timbradoHasta: '2026-12-31',
  establecimiento: '001',
  puntoExpedicion: '002',
  direccion: 'Av. España 123',
};

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('CompanyConfigBody', () => {
  it('accepts a complete form and fills the defaults', () => {
    const out = CompanyConfigBody.parse({ ...valid, email: '' });
    expect(out).toMatchObject({ ciudad: 'Asunción', moneda: 'PYG', email: null, nombreFantasia: null });
  });

  it('requires the RUC and checks its digit', () => {
    expect(messages(CompanyConfigBody.safeParse({ ...valid, ruc: '' }))).toContain('El RUC es obligatorio');
    expect(messages(CompanyConfigBody.safeParse({ ...valid, ruc: 'x'.repeat(51) }))).toContain(
      'El RUC no puede exceder 50 caracteres',
    );
    expect(messages(CompanyConfigBody.safeParse({ ...valid, ruc: '80021744-8' }))).toContain(
      'El dígito verificador del RUC no es correcto (debería ser 6)',
    );
  });

  it('wants the stamp dates in order', () => {
    expect(messages(CompanyConfigBody.safeParse({ ...valid, timbradoDesde: '' }))).toContain(
      'La fecha de inicio del timbrado es obligatoria',
    );
    expect(messages(CompanyConfigBody.safeParse({ ...valid, timbradoHasta: undefined }))).toContain(
      'La fecha de vencimiento del timbrado es obligatoria',
    );
    expect(messages(CompanyConfigBody.safeParse({ ...valid, timbradoHasta: '2026-01-01' }))).toContain(
      'La fecha de vencimiento debe ser posterior a la fecha de inicio',
    );
    expect(messages(CompanyConfigBody.safeParse({ ...valid, timbradoDesde: '2026-02-30' }))).toContain(
      'La fecha de inicio del timbrado no es válida',
    );
  });

  it('wants three numeric digits for the series and 8 for the stamp', () => {
    expect(messages(CompanyConfigBody.safeParse({ ...valid, establecimiento: '01' }))).toContain(
      'El establecimiento debe tener exactamente 3 dígitos',
    );
    expect(messages(CompanyConfigBody.safeParse({ ...valid, puntoExpedicion: '0a1' }))).toContain(
      'El punto de expedición debe ser numérico',
    );
    expect(messages(CompanyConfigBody.safeParse({ ...valid, timbradoNumero: '1234' }))).toContain(
      'El número de timbrado debe tener 8 dígitos',
    );
    expect(messages(CompanyConfigBody.safeParse({ ...valid, moneda: 'EUR' }))).toContain(
      'La moneda debe ser PYG o USD',
    );
    expect(messages(CompanyConfigBody.safeParse({ ...valid, email: 'no' }))).toContain('Email inválido');
  });
});

describe('DnitConfigBody', () => {
  it('treats a masked, empty or absent secret as unchanged', () => {
    const out = DnitConfigBody.parse({
      endpointUrl: 'https://sifen-test.set.gov.py',
      authToken: SECRET_MASK,
      certificatePassword: '',
    });
    expect(out).toMatchObject({
      authToken: undefined,
      certificatePassword: undefined,
      operationMode: 'testing',
    });
  });

  it('wants a URL', () => {
    expect(messages(DnitConfigBody.safeParse({ endpointUrl: 'no es url' }))).toEqual([
      'Debe ser una URL válida',
    ]);
    expect(messages(DnitConfigBody.safeParse({ endpointUrl: '' }))).toEqual(['Debe ser una URL válida']);
  });
});

describe('ChangeOwnPasswordForm', () => {
  it('applies the user-creation rule and the confirmation', () => {
    const base = { currentPassword: 'x', newPassword: 'Nueva1234', confirmPassword: 'Nueva1234' };
    expect(ChangeOwnPasswordForm.safeParse(base).success).toBe(true);
    expect(messages(ChangeOwnPasswordForm.safeParse({ ...base, newPassword: 'nueva1234' }))).toContain(
      'Debe contener al menos una mayúscula',
    );
    expect(messages(ChangeOwnPasswordForm.safeParse({ ...base, confirmPassword: 'otra' }))).toContain(
      'Las contraseñas no coinciden',
    );
  });
});
