import { DnitConfigBody, type DnitConfigDto, SECRET_MASK } from '@lavadero/contracts/dnit-config';
import { describe, expect, it } from 'vitest';
import { dnitFormValues } from './dnit-form-values';

const saved: DnitConfigDto = {
  configured: true,
  endpointUrl: 'https://sifen-test.set.gov.py/de/ws',
  operationMode: 'testing',
  isActive: true,
  hasAuthToken: true,
  hasCertificate: true,
  hasCertificatePassword: true,
  emision: 'electronica',
  timbradoElectronico: '80012345',
  timbradoElectronicoDesde: '2026-11-01',
  cscId: '0001',
  hasCscSecret: true,
  certificateSubject: 'CN=Lavadero',
  certificateExpiresAt: null,
  lastConnectionTest: null,
  lastConnectionStatus: null,
  lastConnectionError: null,
  updatedAt: null,
};

describe('dnitFormValues', () => {
  it('masks stored secrets, and the masked form sends them as unchanged', () => {
    const values = dnitFormValues(saved);
    expect(values.authToken).toBe(SECRET_MASK);
    expect(values.certificatePassword).toBe(SECRET_MASK);
    const body = DnitConfigBody.parse(values);
    expect(body.authToken).toBeUndefined();
    expect(body.certificatePassword).toBeUndefined();
    expect(body.certificateData).toBeUndefined();
    expect(values.cscSecret).toBe(SECRET_MASK);
    expect(body.cscSecret).toBeUndefined();
    expect(body).toMatchObject({ emision: 'electronica', timbradoElectronico: '80012345', cscId: '0001' });
    expect(body.endpointUrl).toBe('https://sifen-test.set.gov.py/de/ws');
  });

  it('asks electronic emission for its timbrado, start date and CSC id, field by field', () => {
    const values = { ...dnitFormValues(null), endpointUrl: 'https://sifen-test.set.gov.py/de/ws' };
    expect(DnitConfigBody.safeParse(values).success).toBe(true);
    const result = DnitConfigBody.safeParse({ ...values, emision: 'electronica' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['timbradoElectronico', 'El número de timbrado electrónico es obligatorio para la emisión electrónica'],
      [
        'timbradoElectronicoDesde',
        'La fecha de inicio del timbrado electrónico es obligatoria para la emisión electrónica',
      ],
      ['cscId', 'El ID del CSC es obligatorio para la emisión electrónica'],
    ]);
  });

  it('starts empty before the first save', () => {
    expect(dnitFormValues(null)).toMatchObject({
      endpointUrl: '',
      authToken: '',
      operationMode: 'testing',
      emision: 'impresa',
      cscSecret: '',
    });
  });
});
