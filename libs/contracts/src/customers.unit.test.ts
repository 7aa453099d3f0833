import { describe, expect, it } from 'vitest';
import { CustomerBody, VehicleBody } from './customers';

const customer = { nombre: 'María González', docTipo: 'CI', docNumero: '1234567' };
const vehicle = {
  customerId: '5b0c7a4e-3f7e-4c1e-9d1a-2f6f2b7c9a10',
  placa: 'abc 123',
  marca: 'Toyota',
  modelo: 'Corolla',
  color: 'Blanco',
};
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('CustomerBody', () => {
  it('reads empty optional fields as absent', () => {
    const parsed = CustomerBody.parse({
      ...customer,
      email: '',
      telefono: ' ',
      direccion: '',
      pais: '',
      pasaporte: '',
      fechaIngreso: '',
    });
    expect(parsed).toEqual({
      ...customer,
      email: null,
      telefono: null,
      direccion: null,
      regimenTurismo: false,
      pais: null,
      pasaporte: null,
      fechaIngreso: undefined,
    });
  });

  it('drops tourist data when the customer is not a tourist', () => {
    const parsed = CustomerBody.parse({ ...customer, pais: 'Brasil', fechaIngreso: '2026-11-01' });
    expect(parsed).toMatchObject({ pais: null, pasaporte: null, fechaIngreso: undefined });
  });

  it('reports every problem at once, in Spanish', () => {
    const result = CustomerBody.safeParse({
      nombre: '',
      docTipo: 'RUC',
      docNumero: '80021744-8',
      email: 'no-es-email',
      regimenTurismo: true,
      pais: 'Argentina',
    });
    expect(messages(result)).toEqual([
      'El nombre es obligatorio',
      'Email inválido',
      'El dígito verificador del RUC no es correcto (debería ser 6)',
      'Para régimen turismo es obligatorio país, pasaporte y fecha de ingreso',
    ]);
  });

  it('checks the document number and the entry date', () => {
    expect(messages(CustomerBody.safeParse({ ...customer, docNumero: ' ' }))).toEqual([
      'El número de documento es obligatorio',
    ]);
    expect(messages(CustomerBody.safeParse({ ...customer, docNumero: '1'.repeat(21) }))).toEqual([
      'El número de documento no puede exceder 20 caracteres',
    ]);
    expect(messages(CustomerBody.safeParse({ ...customer, docNumero: '--' }))).toEqual([
      'El número de documento debe contener letras o números',
    ]);
    expect(messages(CustomerBody.safeParse({ ...customer, docTipo: undefined }))).toEqual([
      'El tipo de documento es obligatorio',
    ]);
    const tourist = { ...customer, regimenTurismo: true, pais: 'Brasil', pasaporte: 'FZ123456' };
    expect(messages(CustomerBody.safeParse({ ...tourist, fechaIngreso: '2026-02-30' }))).toEqual([
      'La fecha de ingreso no es válida',
    ]);
    expect(CustomerBody.parse({ ...tourist, fechaIngreso: '2026-02-28' }).fechaIngreso).toBe('2026-02-28');
  });
});

describe('VehicleBody', () => {
  it('normalises the plate', () => {
    expect(VehicleBody.parse({ ...vehicle, placa: '  abc   123 ' }).placa).toBe('ABC 123');
  });

  it('uses the spec messages', () => {
    const cases: [object, string][] = [
      [{ placa: '' }, 'La placa es obligatoria'],
      [{ placa: 'A'.repeat(21) }, 'La placa no puede exceder 20 caracteres'],
      [{ marca: '' }, 'La marca es obligatoria'],
      [{ marca: 'M'.repeat(51) }, 'La marca no puede exceder 50 caracteres'],
      [{ modelo: undefined }, 'El modelo es obligatorio'],
      [{ modelo: 'M'.repeat(51) }, 'El modelo no puede exceder 50 caracteres'],
      [{ color: ' ' }, 'El color es obligatorio'],
      [{ color: 'C'.repeat(31) }, 'El color no puede exceder 30 caracteres'],
      [{ customerId: '' }, 'El cliente es obligatorio'],
      [{ customerId: 'x' }, 'Cliente inválido'],
    ];
    for (const [change, message] of cases) {
      expect(messages(VehicleBody.safeParse({ ...vehicle, ...change }))).toEqual([message]);
    }
  });

  it("takes a tourist's passport from the document when the document is the passport", () => {
    const tourist = {
      nombre: 'João Silva',
      docTipo: 'Pasaporte',
      docNumero: 'FZ123456',
      regimenTurismo: true,
    };
    const parsed = CustomerBody.parse({
      ...tourist,
      pais: 'Brasil',
      pasaporte: '',
      fechaIngreso: '2026-11-01',
    });
    expect(parsed.pasaporte).toBe('FZ123456');
    // With another document, the passport is still asked for.
    expect(
      messages(
        CustomerBody.safeParse({ ...tourist, docTipo: 'CI', pais: 'Brasil', fechaIngreso: '2026-11-01' }),
      ),
    ).toEqual(['Para régimen turismo es obligatorio país, pasaporte y fecha de ingreso']);
  });
});
