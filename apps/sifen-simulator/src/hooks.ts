import type { ResultState } from './codes';

/** A result a test imposes on one CDC, instead of what the checks would decide. */
export interface ForcedResult {
  readonly code: string;
  readonly message: string;
  /** Default 'Rechazado'; an approved state stores the DE with this code as its observation. */
  readonly state?: ResultState;
}

/**
 * Faults and verdicts tests impose on the simulator: programmatic, and over the control port for
 * browser tests and manual use. They last until reset() (delays and forced results) or until used
 * up (dropped connections, 503s).
 */
export class SimulatorHooks {
  private readonly forced = new Map<string, ForcedResult>();
  private delay = 0;
  private toDrop = 0;
  private toFail = 0;

  forceResult(cdc: string, forced: ForcedResult): void {
    this.forced.set(cdc, forced);
  }

  forcedResult(cdc: string): ForcedResult | undefined {
    return this.forced.get(cdc);
  }

  /** Every answer waits this long (ms) before it is written. */
  delayAnswers(ms: number): void {
    this.delay = ms;
  }

  /** The next `count` requests are processed (and stored) but the connection closes unanswered. */
  dropConnections(count = 1): void {
    this.toDrop = count;
  }

  /** The next `count` requests get HTTP 503 without being processed. */
  failWith503(count = 1): void {
    this.toFail = count;
  }

  get answerDelayMs(): number {
    return this.delay;
  }

  takeFailure(): boolean {
    if (this.toFail === 0) return false;
    this.toFail -= 1;
    return true;
  }

  takeDrop(): boolean {
    if (this.toDrop === 0) return false;
    this.toDrop -= 1;
    return true;
  }

  reset(): void {
    this.forced.clear();
    this.delay = 0;
    this.toDrop = 0;
    this.toFail = 0;
  }
}
