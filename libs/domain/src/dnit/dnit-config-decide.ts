import { fieldChanges } from '../company/field-changes';
import { assertNever, type Decider, type Message } from '../shared/decider';
import { IllegalStateError, ValidationError } from '../shared/errors';
import type { DnitConfigEvent, OperationMode, SealedSecret, StoredCertificate } from './events';
import { dnitMessages } from './messages';

export interface DnitSettings {
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
      /** Connection-test requests already answered. */
      readonly answered: readonly string[];
    };

/**
 * Whether the certificate that will be stored opens with the password that will be stored:
 * checked by the caller (it needs the clear secrets and Node's TLS), judged here.
 */
export type CertificateCheck = 'none' | 'ok' | 'unreadable' | 'wrong_password';

/** Absent secrets keep the stored ones. */
export type SaveDnitConfig = Message<
  'SaveDnitConfig',
  DnitSettings & {
    readonly authToken?: SealedSecret;
    readonly certificate?: StoredCertificate;
    readonly certificatePassword?: SealedSecret;
    readonly certificateCheck: CertificateCheck;
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

const SETTINGS = ['endpointUrl', 'operationMode', 'isActive'] as const;

function decideSave(command: SaveDnitConfig, state: DnitConfigState): DnitConfigEvent[] {
  const { authToken, certificate, certificatePassword, certificateCheck, userId, now, ...settings } =
    command.data;
  const stored = state.status === 'present' ? state : null;
  if (!authToken && !stored?.authToken)
    throw new ValidationError('AUTH_TOKEN_REQUIRED', dnitMessages.authTokenRequired);
  if (certificateCheck === 'unreadable')
    throw new ValidationError('CERTIFICATE_UNREADABLE', dnitMessages.certificateUnreadable);
  if (certificateCheck === 'wrong_password')
    throw new ValidationError('CERTIFICATE_PASSWORD_WRONG', dnitMessages.certificatePasswordWrong);
  const secretChanges = [
    authToken && 'authToken',
    certificate && 'certificateData',
    certificatePassword && 'certificatePassword',
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
      const { endpointUrl, operationMode, isActive, authToken, certificate, certificatePassword } =
        event.data;
      const stored = state.status === 'present' ? state : null;
      return {
        status: 'present',
        settings: { endpointUrl, operationMode, isActive },
        authToken: authToken ?? stored?.authToken ?? null,
        certificate: certificate ?? stored?.certificate ?? null,
        certificatePassword: certificatePassword ?? stored?.certificatePassword ?? null,
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
