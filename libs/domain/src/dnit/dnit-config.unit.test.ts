import { describe, it } from 'vitest';
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
} as const;
const save = (extra: Partial<SaveDnitConfig['data']> = {}): DnitConfigCommand => ({
  type: 'SaveDnitConfig',
  data: { ...settings, certificateCheck: 'none', userId: 'admin-1', now, ...extra },
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
