import type { Numbering } from './checks/timbrado';
import type { ResultMessage, ResultState } from './codes';

/** An approved DE as siConsDE returns it, with the events registered on it. */
export interface StoredDocument {
  readonly cdc: string;
  readonly xml: string;
  readonly numbering: Numbering;
  readonly protocol: string;
  readonly state: ResultState;
  readonly results: readonly ResultMessage[];
  readonly approvedAt: Date;
  readonly events: StoredEvent[];
  cancelled: boolean;
}

export interface StoredEvent {
  readonly protocol: string;
  readonly xml: string;
  readonly at: Date;
}

/** What one DE got: its state, the authorization number when approved, the codes. */
export interface DocumentOutcome {
  readonly cdc: string;
  readonly state: ResultState;
  readonly protocol?: string;
  readonly digestValue?: string;
  readonly results: readonly ResultMessage[];
}

export interface StoredLot {
  readonly protocol: string;
  readonly ruc: string | undefined;
  readonly receivedAt: Date;
  polls: number;
  readonly outcomes: readonly DocumentOutcome[];
  /** Why the whole lote was refused once processed (0363), instead of per-DE results. */
  readonly refusal?: ResultMessage;
}

export interface InutilizedRange extends Omit<Numbering, 'numero'> {
  readonly from: number;
  readonly to: number;
}

const numberKey = (n: Omit<Numbering, 'numero'>, numero: number) =>
  [n.ruc, n.tipo, n.timbrado, n.est, n.pun, numero].join('/');

/** Everything the simulator remembers, in memory: lost on restart, emptied by reset(). */
export class SimulatorStore {
  readonly documents = new Map<string, StoredDocument>();
  readonly lots = new Map<string, StoredLot>();
  readonly inutilized: InutilizedRange[] = [];
  private readonly numbers = new Map<string, string>();
  private lastProtocol = 0;

  /** Authorization numbers (dProtAut): at most 10 digits, as tgResProcLote allows. */
  nextProtocol(): string {
    this.lastProtocol += 1;
    return String(1_000_000_000 + this.lastProtocol);
  }

  approve(document: StoredDocument): void {
    this.documents.set(document.cdc, document);
    this.numbers.set(numberKey(document.numbering, document.numbering.numero), document.cdc);
  }

  numberTaken(n: Numbering): boolean {
    return this.numbers.has(numberKey(n, n.numero));
  }

  isInutilized(n: Numbering): boolean {
    return this.inutilized.some(
      (r) => numberKey(r, 0) === numberKey(n, 0) && n.numero >= r.from && n.numero <= r.to,
    );
  }

  reset(): void {
    this.documents.clear();
    this.lots.clear();
    this.numbers.clear();
    this.inutilized.length = 0;
  }
}
