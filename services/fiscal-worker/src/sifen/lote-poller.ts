import { errorText } from './delivery-answers';
import type { SifenSession } from './sifen-session';
import type { LoteResult } from './soap-answers';

export interface LotePollerOptions {
  /** Wait before each siResultLoteDE. */
  readonly intervalMs: number;
  /** Polls per call before giving up for now ("processing"). */
  readonly maxPolls: number;
}

/**
 * Asks SIFEN for a lote's result until it is done. Every document of a lote may ask at once (their
 * jobs, a restart): one poll per lote runs in this process and they all share its answer.
 */
export class LotePoller {
  private readonly running = new Map<string, Promise<LoteResult>>();

  constructor(private readonly options: LotePollerOptions) {}

  poll(session: SifenSession, protocol: string): Promise<LoteResult> {
    let polling = this.running.get(protocol);
    if (!polling) {
      polling = this.pollUntilDone(session, protocol).finally(() => this.running.delete(protocol));
      this.running.set(protocol, polling);
    }
    return polling;
  }

  private async pollUntilDone(session: SifenSession, protocol: string): Promise<LoteResult> {
    let last: LoteResult = { kind: 'processing' };
    for (let poll = 0; poll < this.options.maxPolls; poll++) {
      await new Promise((resolve) => setTimeout(resolve, this.options.intervalMs));
      try {
        last = await session.client.resultadoLote(protocol);
      } catch (error) {
        last = { kind: 'unknown', reason: errorText(error) };
        continue;
      }
      if (last.kind !== 'processing') return last;
    }
    // Out of patience on a transport failure is not a result: the lote is asked again later.
    return last.kind === 'unknown' ? { kind: 'processing' } : last;
  }
}
