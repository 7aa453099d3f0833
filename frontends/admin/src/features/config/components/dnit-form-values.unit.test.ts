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
    expect(body.endpointUrl).toBe('https://sifen-test.set.gov.py/de/ws');
  });

  it('starts empty before the first save', () => {
    expect(dnitFormValues(null)).toMatchObject({ endpointUrl: '', authToken: '', operationMode: 'testing' });
  });
});
