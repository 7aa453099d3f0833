import type { Message } from '../shared/decider';
import type { CompanySnapshot, CustomerSnapshot, PaymentMethod, SaleLineKind } from './events';
import type { SalePayment } from './payments';

/** A line as the client sent it: the server prices it again and compares. */
export interface RequestedLine {
  readonly kind: SaleLineKind;
  readonly itemId: string;
  readonly cantidad: number;
  readonly precioUnitario: number;
  readonly subtotal: number;
}

/** The body of POST/PUT /api/sales once parsed (spec 1 §7); `numeroFactura`/`timbradoUsado` are not here. */
export interface SaleRequest {
  readonly customerId: string;
  readonly workOrderId: string | null;
  readonly medioPago: PaymentMethod;
  /**
   * The parts the client says the sale is paid with; absent (or null) means the whole total by
   * `medioPago`, as every client before split payments sends it.
   */
  readonly pagos?: readonly SalePayment[] | null;
  readonly regimenTurismo: boolean;
  readonly items: readonly RequestedLine[];
  readonly subtotal: number;
  readonly impuestos: number;
  readonly total: number;
}

/** A service or combo as the catalogue has it now (combo: its precioTotal). */
export interface CatalogFact {
  readonly nombre: string;
  readonly precio: number;
  readonly activo: boolean;
}

/**
 * Services and combos by id, read by the route for the ids the request names. Products are not
 * here: their stock is appended to, so they come as streams into the state (see point-of-sale-decide.ts).
 */
export interface CatalogFacts {
  readonly services: Readonly<Record<string, CatalogFact>>;
  readonly combos: Readonly<Record<string, CatalogFact>>;
}

/** The company configuration and the stamp's status as the server computes them today. */
export interface StampFacts {
  readonly company: CompanySnapshot | null;
  readonly isValid: boolean;
  /** The status's own error ('Timbrado vencido…', 'aún no vigente…'), if any. */
  readonly error: string | null;
}

/** Facts the route looks up and the clock; everything else is the request. */
interface SaleFacts {
  readonly saleId: string;
  readonly userId: string;
  /** ISO instant of the request. */
  readonly now: string;
  readonly request: SaleRequest;
  /** null when the id names no customer. */
  readonly customer: CustomerSnapshot | null;
  readonly catalog: CatalogFacts;
}

export type IssueSale = Message<
  'IssueSale',
  SaleFacts & {
    /** The client's TEMP-… number. */
    readonly idempotencyKey: string;
    /** Today in America/Asuncion, YYYY-MM-DD; its month is the usage period. */
    readonly fecha: string;
    readonly stamp: StampFacts;
    readonly monthlyInvoiceLimit: number;
    /**
     * Under electronic emission: the DE's 9-digit security code, drawn by the caller (the ids port)
     * because a decider draws nothing at random. Ignored under printed emission.
     */
    readonly codigoSeguridad?: string;
  }
>;
export type CorrectSale = Message<'CorrectSale', SaleFacts>;
export type VoidSale = Message<
  'VoidSale',
  {
    readonly saleId: string;
    readonly userId: string;
    readonly now: string;
    /**
     * When SIFEN approved the sale's electronic document (read from its read model); absent for a
     * printed invoice or one not approved. Past 48 h the invoice needs a nota de crédito instead.
     */
    readonly electronicApprovedAt?: string | null;
    /** Why the admin voids it, when they say (trimmed; empty means none). */
    readonly motivo?: string | null;
  }
>;

export type SaleCommand = IssueSale | CorrectSale | VoidSale;
