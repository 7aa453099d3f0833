import { fieldChanges } from '../company/field-changes';
import { assertNever, type Decider, type Message } from '../shared/decider';
import { IllegalStateError, ValidationError } from '../shared/errors';
import {
  assertElectronicReady,
  type CertificateFacts,
  type CompanyIssuerFacts,
  invalidField,
} from './electronic-emission';
import type {
  DnitConfigEvent,
  DnitConfigSaved,
  EmissionSettings,
  OperationMode,
  SealedSecret,
  StoredCertificate,
} from './events';
import { dnitMessages } from './messages';

export interface DnitSettings extends EmissionSettings {
  readonly endpointUrl: string;
  readonly operationMode: OperationMode;
  readonly isActive: boolean;
}

export type DnitConfigState =
  | { readonly status: 'absent' }
  | {
      readonly status: 'present';
      readonly settings: DnitSettings;
      readonly authToken: SealedSecret | null;
      readonly certificate: StoredCertificate | null;
      readonly certificatePassword: SealedSecret | null;
      readonly cscSecret: SealedSecret | null;
      /** Connection-test requests already answered. */
      readonly answered: readonly string[];
    };

/**
 * Whether the certificate that will be stored opens with the password that will be stored:
 * checked by the caller (it needs the clear secrets and Node's TLS), judged here.
 */
export type CertificateCheck = 'none' | 'ok' | 'unreadable' | 'wrong_password' | 'no_private_key';

/** Absent secrets keep the stored ones; absent emission settings mean printed emission. */
export type SaveDnitConfig = Message<
  'SaveDnitConfig',
  Omit<DnitSettings, keyof EmissionSettings> &
    Partial<EmissionSettings> & {
      readonly authToken?: SealedSecret;
      readonly certificate?: StoredCertificate;
      readonly certificatePassword?: SealedSecret;
      readonly cscSecret?: SealedSecret;
      readonly certificateCheck: CertificateCheck;
      /**
       * The certificate kept after this save, as opened with the password kept after it: read by the
       * caller whenever the emission is electronic or the certificate or password change; else null.
       */
      readonly certificateInForce?: CertificateFacts | null;
      /** The company configuration (its RUC, which the certificate must name); null before it is saved. */
      readonly company?: CompanyIssuerFacts | null;
      readonly userId: string | null;
      readonly now: string;
    }
>;
export type RequestConnectionTest = Message<
  'RequestConnectionTest',
  { readonly requestId: string; readonly userId: string | null; readonly now: string }
>;
export type RecordConnectionTest = Message<
  'RecordConnectionTest',
  {
    readonly requestId: string;
    readonly success: boolean;
    readonly error: string | null;
    readonly userId: string | null;
    readonly now: string;
  }
>;
export type DnitConfigCommand = SaveDnitConfig | RequestConnectionTest | RecordConnectionTest;

const SETTINGS = [
  'endpointUrl',
  'operationMode',
  'isActive',
  'emision',
  'timbradoElectronico',
  'timbradoElectronicoDesde',
  'cscId',
] as const;

/** The settings an event left, with the emission's defaults for events stored before SIFEN. */
function settingsOf(data: Omit<DnitConfigSaved['data'], 'changes' | 'userId' | 'at'>): DnitSettings {
  return {
    endpointUrl: data.endpointUrl,
    operationMode: data.operationMode,
    isActive: data.isActive,
    emision: data.emision ?? 'impresa',
    timbradoElectronico: data.timbradoElectronico ?? null,
    timbradoElectronicoDesde: data.timbradoElectronicoDesde ?? null,
    cscId: data.cscId ?? null,
  };
}

function decideSave(command: SaveDnitConfig, state: DnitConfigState): DnitConfigEvent[] {
  const {
    authToken,
    certificate,
    certificatePassword,
    cscSecret,
    certificateCheck,
    certificateInForce,
    company,
    userId,
    now,
    ...given
  } = command.data;
  const settings = settingsOf(given);
  const stored = state.status === 'present' ? state : null;
  if (!authToken && !stored?.authToken)
    throw new ValidationError('AUTH_TOKEN_REQUIRED', dnitMessages.authTokenRequired);
  if (certificateCheck === 'unreadable')
    throw invalidField('CERTIFICATE_UNREADABLE', 'certificateData', dnitMessages.certificateUnreadable);
  if (certificateCheck === 'wrong_password')
    throw invalidField(
      'CERTIFICATE_PASSWORD_WRONG',
      'certificatePassword',
      dnitMessages.certificatePasswordWrong,
    );
  if (certificateCheck === 'no_private_key')
    throw invalidField('CERTIFICATE_NO_PRIVATE_KEY', 'certificateData', dnitMessages.certificateNoPrivateKey);
  if (settings.emision === 'electronica')
    assertElectronicReady({
      settings,
      hasCscSecret: Boolean(cscSecret ?? stored?.cscSecret),
      certificate: certificateInForce ?? null,
      company: company ?? null,
      now,
    });
  const secretChanges = [
    authToken && 'authToken',
    certificate && 'certificateData',
    certificatePassword && 'certificatePassword',
    cscSecret && 'cscSecret',
  ]
    .filter((f): f is string => Boolean(f))
    .map((field) => ({ field, from: null, to: null }));
  const changes = [...fieldChanges(stored?.settings ?? null, settings, SETTINGS), ...secretChanges];
  if (changes.length === 0) return [];
  return [
    {
      type: 'DnitConfigSaved',
      data: {
        ...settings,
        ...(authToken && { authToken }),
        ...(certificate && { certificate }),
        ...(certificatePassword && { certificatePassword }),
        ...(cscSecret && { cscSecret }),
        changes,
        userId,
        at: now,
      },
    },
  ];
}

export function decideDnitConfig(command: DnitConfigCommand, state: DnitConfigState): DnitConfigEvent[] {
  switch (command.type) {
    case 'SaveDnitConfig':
      return decideSave(command, state);
    case 'RequestConnectionTest': {
      if (state.status === 'absent')
        throw new IllegalStateError('DNIT_NOT_CONFIGURED', dnitMessages.notConfigured);
      const { requestId, userId, now } = command.data;
      return [{ type: 'DnitConnectionTestRequested', data: { requestId, userId, at: now } }];
    }
    case 'RecordConnectionTest': {
      if (state.status === 'absent')
        throw new IllegalStateError('DNIT_NOT_CONFIGURED', dnitMessages.notConfigured);
      const { now, ...result } = command.data;
      // A retried job, or a late worker after the API gave up: the first answer stands.
      if (state.answered.includes(result.requestId)) return [];
      return [{ type: 'DnitConnectionTested', data: { ...result, at: now } }];
    }
    default:
      return assertNever(command);
  }
}

export function evolveDnitConfig(state: DnitConfigState, event: DnitConfigEvent): DnitConfigState {
  switch (event.type) {
    case 'DnitConfigSaved': {
      const { authToken, certificate, certificatePassword, cscSecret } = event.data;
      const stored = state.status === 'present' ? state : null;
      return {
        status: 'present',
        settings: settingsOf(event.data),
        authToken: authToken ?? stored?.authToken ?? null,
        certificate: certificate ?? stored?.certificate ?? null,
        certificatePassword: certificatePassword ?? stored?.certificatePassword ?? null,
        cscSecret: cscSecret ?? stored?.cscSecret ?? null,
        answered: stored?.answered ?? [],
      };
    }
    case 'DnitConnectionTestRequested':
      return state;
    case 'DnitConnectionTested':
      return state.status === 'present'
        ? { ...state, answered: [...state.answered, event.data.requestId] }
        : state;
    default:
      return assertNever(event);
  }
}

export const dnitConfigDecider: Decider<DnitConfigState, DnitConfigCommand, DnitConfigEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve: evolveDnitConfig,
  decide: decideDnitConfig,
};
