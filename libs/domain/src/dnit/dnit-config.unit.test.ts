import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { type DnitConfigCommand, dnitConfigDecider, type SaveDnitConfig } from './dnit-config-decide';
import type { DnitConfigSaved, SealedSecret } from './events';

const spec = deciderSpec(dnitConfigDecider);
const now = '2026-11-23T12:00:00.000Z';
const sealed = (data: string): SealedSecret => ({ alg: 'aes-256-gcm', iv: 'iv', tag: 'tag', data });
const settings = {
  endpointUrl: 'https://sifen-test.set.gov.py',
  operationMode: 'testing',
  isActive: true,
  emision: 'impresa',
  timbradoElectronico: null,
  timbradoElectronicoDesde: null,
  cscId: null,
} as const;
const readyCompany = {
  ruc: '80028061-0',
  razonSocial: 'Lavadero Central S.A.',
  nombreFantasia: null,
  direccion: 'Av. Mariscal López 1234',
  telefono: '021555000',
  email: 'ventas@lavadero.com.py',
};
const save = (extra: Partial<SaveDnitConfig['data']> = {}): DnitConfigCommand => ({
  type: 'SaveDnitConfig',
  data: {
    ...settings,
    certificateCheck: 'none',
    certificateInForce: null,
    company: readyCompany,
    userId: 'admin-1',
    now,
    ...extra,
  },
});
const first: DnitConfigSaved = {
  type: 'DnitConfigSaved',
  data: {
    ...settings,
    authToken: sealed('t1'),
    changes: [
      { field: 'endpointUrl', from: null, to: settings.endpointUrl },
      { field: 'operationMode', from: null, to: 'testing' },
      { field: 'isActive', from: null, to: 'true' },
      { field: 'emision', from: null, to: 'impresa' },
      { field: 'authToken', from: null, to: null },
    ],
    userId: 'admin-1',
    at: now,
  },
};

describe('DNIT configuration', () => {
  it('requires a token on the first save', () => {
    spec.given([]).when(save()).thenThrows('AUTH_TOKEN_REQUIRED');
    spec
      .given([])
      .when(save({ authToken: sealed('t1') }))
      .then([first]);
  });

  it('keeps the stored token when none is sent, and appends nothing without changes', () => {
    spec.given([first]).when(save()).then([]);
  });

  it('names replaced secrets in the history without their values', () => {
    spec
      .given([first])
      .when(save({ isActive: false, certificatePassword: sealed('p') }))
      .then([
        {
          type: 'DnitConfigSaved',
          data: {
            ...settings,
            isActive: false,
            certificatePassword: sealed('p'),
            changes: [
              { field: 'isActive', from: 'true', to: 'false' },
              { field: 'certificatePassword', from: null, to: null },
            ],
            userId: 'admin-1',
            at: now,
          },
        },
      ]);
  });

  it('refuses a certificate its password does not open', () => {
    spec
      .given([first])
      .when(save({ certificateCheck: 'wrong_password' }))
      .thenThrows('CERTIFICATE_PASSWORD_WRONG');
    spec
      .given([first])
      .when(save({ certificateCheck: 'unreadable' }))
      .thenThrows('CERTIFICATE_UNREADABLE');
  });

  describe('electronic emission', () => {
    const certificate = (facts: Partial<{ serialNumber: string | null; expiresAt: string | null }> = {}) => ({
      serialNumber: 'RUC80028061-0',
      expiresAt: '2027-06-30T23:59:59.000Z',
      ...facts,
    });
    const electronic = {
      emision: 'electronica',
      timbradoElectronico: '80012345',
      timbradoElectronicoDesde: '2026-11-01',
      cscId: '0001',
    } as const;
    const ready = (extra: Partial<SaveDnitConfig['data']> = {}) =>
      save({ ...electronic, cscSecret: sealed('csc'), certificateInForce: certificate(), ...extra });

    it('switches with a certificate of the company, the CSC and the electronic timbrado', () => {
      spec
        .given([first])
        .when(ready())
        .then([
          {
            type: 'DnitConfigSaved',
            data: {
              ...settings,
              ...electronic,
              cscSecret: sealed('csc'),
              changes: [
                { field: 'emision', from: 'impresa', to: 'electronica' },
                { field: 'timbradoElectronico', from: null, to: '80012345' },
                { field: 'timbradoElectronicoDesde', from: null, to: '2026-11-01' },
                { field: 'cscId', from: null, to: '0001' },
                { field: 'cscSecret', from: null, to: null },
              ],
              userId: 'admin-1',
              at: now,
            },
          },
        ]);
    });

    it('keeps a stored CSC secret and reads events stored before SIFEN as printed emission', () => {
      const switched: DnitConfigSaved = {
        type: 'DnitConfigSaved',
        data: { ...settings, ...electronic, cscSecret: sealed('csc'), changes: [], userId: null, at: now },
      };
      spec
        .given([first, switched])
        .when(ready({ cscSecret: undefined }))
        .then([]);
    });

    it('names the missing field: timbrado, its start date, the CSC id and secret, the certificate', () => {
      const cases: [Partial<SaveDnitConfig['data']>, string][] = [
        [{ timbradoElectronico: null }, 'TIMBRADO_ELECTRONICO_REQUIRED'],
        [{ timbradoElectronicoDesde: null }, 'TIMBRADO_ELECTRONICO_DESDE_REQUIRED'],
        [{ cscId: null }, 'CSC_ID_REQUIRED'],
        [{ cscSecret: undefined }, 'CSC_SECRET_REQUIRED'],
        [{ certificateInForce: null }, 'CERTIFICATE_REQUIRED'],
      ];
      for (const [extra, code] of cases) spec.given([first]).when(ready(extra)).thenThrows(code);
    });

    it('refuses an expired certificate, one of another RUC, and any before the company has a RUC', () => {
      spec
        .given([first])
        .when(ready({ certificateInForce: certificate({ expiresAt: '2026-11-23T11:59:59.000Z' }) }))
        .thenThrows('CERTIFICATE_EXPIRED');
      spec
        .given([first])
        .when(ready({ certificateInForce: certificate({ serialNumber: 'RUC80000190-7' }) }))
        .thenThrows('CERTIFICATE_OTHER_RUC');
      spec
        .given([first])
        .when(ready({ certificateInForce: certificate({ serialNumber: null }) }))
        .thenThrows('CERTIFICATE_OTHER_RUC');
      spec
        .given([first])
        .when(ready({ company: null }))
        .thenThrows('COMPANY_RUC_MISSING');
    });

    it('refuses a company whose data SIFEN would refuse as the issuer, naming what is missing', () => {
      for (const [change, says] of [
        [{ email: null }, 'El correo electrónico de la empresa es obligatorio para SIFEN'],
        [{ email: 'caja@' }, 'El correo electrónico de la empresa no es válido para SIFEN'],
        [{ telefono: '12' }, 'El teléfono'],
        [{ direccion: ' ' }, 'La dirección'],
      ] as const) {
        const refusal = spec
          .given([first])
          .when(ready({ company: { ...readyCompany, ...change } }))
          .thenThrows('COMPANY_NOT_READY');
        expect(refusal.message).toContain(says);
      }
    });

    it('refuses a wrong password before judging the rest', () => {
      spec
        .given([first])
        .when(ready({ certificateCheck: 'wrong_password', certificateInForce: null }))
        .thenThrows('CERTIFICATE_PASSWORD_WRONG');
    });
  });

  it('asks for a connection test only once configured', () => {
    const ask: DnitConfigCommand = {
      type: 'RequestConnectionTest',
      data: { requestId: 'r1', userId: 'admin-1', now },
    };
    spec.given([]).when(ask).thenThrows('DNIT_NOT_CONFIGURED');
    spec
      .given([first])
      .when(ask)
      .then([{ type: 'DnitConnectionTestRequested', data: { requestId: 'r1', userId: 'admin-1', at: now } }]);
  });

  it('records the first answer to each request only', () => {
    const answer: DnitConfigCommand = {
      type: 'RecordConnectionTest',
      data: { requestId: 'r1', success: false, error: 'Conexión rechazada', userId: 'admin-1', now },
    };
    const tested = {
      type: 'DnitConnectionTested',
      data: { requestId: 'r1', success: false, error: 'Conexión rechazada', userId: 'admin-1', at: now },
    } as const;
    spec.given([first]).when(answer).then([tested]);
    spec.given([first, tested]).when(answer).then([]);
  });
});
