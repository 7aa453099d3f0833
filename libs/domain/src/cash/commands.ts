import type { Message } from '../shared/decider';
import type { CashSalesFacts } from './cash-session';
import type { DenominationCount } from './denominations';
import type { CashMovementKind } from './events';

/** A count of the drawer: by denomination, as a total, or both (then they must agree). */
export interface DrawerCount {
  readonly monto?: number;
  readonly denominaciones?: DenominationCount | null;
}

/** Who acts, and whether as an admin (who may close another user's caja). */
export interface CashActor {
  readonly userId: string;
  readonly isAdmin: boolean;
}

export type OpenCashSession = Message<
  'OpenCashSession',
  { readonly sessionId: string; readonly userId: string; readonly fondo: DrawerCount; readonly now: string }
>;
export type RecordCashMovement = Message<
  'RecordCashMovement',
  {
    readonly movementId: string;
    readonly kind: CashMovementKind;
    readonly monto: number;
    readonly motivo: string | null;
    readonly comprobante: string | null;
    readonly actor: CashActor;
    readonly now: string;
  }
>;
/** The arqueo: the counted drawer and the sales facts the route gathered from the read model. */
export type CloseCashSession = Message<
  'CloseCashSession',
  {
    readonly contado: DrawerCount;
    readonly sales: CashSalesFacts;
    readonly actor: CashActor;
    readonly now: string;
  }
>;
export type CorrectCashSession = Message<
  'CorrectCashSession',
  { readonly contado: DrawerCount; readonly motivo: string; readonly actor: CashActor; readonly now: string }
>;

export type CashSessionCommand = OpenCashSession | RecordCashMovement | CloseCashSession | CorrectCashSession;
