import { type Decider, foldEvents, type Message } from '@lavadero/domain/shared/decider';
import type { GlobalPosition, RecordedEvent } from '@lavadero/event-store/event-store';
import type { WriteDeps } from '../plugins/write-deps';

/**
 * One kind of unique value (a username, a customer document, a plate): a claim stream per value says
 * who holds it, and the owner's own stream says which value it carries. Claim and owner are written
 * in one atomic append now, but before that a failure between the two appends (a NUL in a field, a
 * crash) left claims whose owner was never created or had moved on: the value answered 'ya existe'
 * with nothing to show.
 */
export interface ClaimKind {
  /** The event on a claim stream that takes the value, and the one that frees it. */
  readonly claimed: string;
  readonly released: string;
  /** The owner a claim event names. */
  readonly claimant: (data: unknown) => string;
  readonly ownerStream: (owner: string) => string;
  /**
   * For an event of an owner's stream: the claim stream it leaves its owner holding (null: none, e.g.
   * a removal); undefined for any other event.
   */
  readonly holding: (event: Message) => { readonly owner: string; readonly claim: string | null } | undefined;
  /** Frees the value `owner` holds on this claim stream (nothing when someone else holds it). */
  readonly release: (claimHistory: readonly RecordedEvent[], owner: string) => readonly Message[];
}

/**
 * A claim kind whose release is its claim decider's own release command, built from the last claim's
 * data (the decider frees the value only if `owner` still holds it).
 */
export function claimKind<State, Command extends Message, Event extends Message>(
  spec: Omit<ClaimKind, 'release'> & {
    readonly decider: Decider<State, Command, Event>;
    readonly releaseCommand: (claimData: unknown, owner: string) => Command;
  },
): ClaimKind {
  const { decider, releaseCommand, ...kind } = spec;
  return {
    ...kind,
    release: (history, owner) => {
      const claim = history.findLast((e) => e.type === kind.claimed);
      if (!claim) return [];
      return decider.decide(releaseCommand(claim.data, owner), foldEvents(decider, history));
    },
  };
}

const PAGE = 5_000;

/** What the repair needs: it reads the whole log, so it runs as a maintenance command, not on start. */
export type RepairDeps = Pick<WriteDeps, 'store' | 'dispatchToStreams'>;

/** The claim stream the owner's history leaves it holding, if any. */
function heldBy(kind: ClaimKind, ownerHistory: readonly RecordedEvent[]): string | null {
  let claim: string | null = null;
  for (const event of ownerHistory) {
    const holding = kind.holding(event);
    if (holding) claim = holding.claim;
  }
  return claim;
}

/** Reads the log once, in pages: the live claims of every kind and what each owner holds now. */
async function findOrphans(deps: RepairDeps, kinds: readonly ClaimKind[]) {
  const claims = new Map<string, { kind: ClaimKind; owner: string }>();
  const holdings = new Map<string, string | null>();
  for (let after: GlobalPosition | undefined; ; ) {
    const page = await deps.store.readAll({ after, maxCount: PAGE });
    for (const event of page) {
      for (const kind of kinds) {
        if (event.type === kind.claimed)
          claims.set(event.streamId, { kind, owner: kind.claimant(event.data) });
        else if (event.type === kind.released) claims.delete(event.streamId);
        const holding = kind.holding(event);
        if (holding) holdings.set(kind.ownerStream(holding.owner), holding.claim);
      }
    }
    if (page.length < PAGE) break;
    after = page.at(-1)?.position;
  }
  return [...claims].filter(([claim, { kind, owner }]) => holdings.get(kind.ownerStream(owner)) !== claim);
}

/**
 * Frees every claim whose owner stream does not exist or no longer holds that value. Run by
 * `npm run claims:repair` (repair-claims-cli.ts) on data written before claim and owner shared one
 * append; a no-op once repaired. Returns how many values it freed. Each release is decided again on the two
 * streams read fresh, so an owner that took its value back meanwhile keeps it.
 */
export async function repairOrphanedClaims(deps: RepairDeps, kinds: readonly ClaimKind[]): Promise<number> {
  const actor = { userId: null, correlationId: 'repair-orphaned-claims' };
  let released = 0;
  for (const [claim, { kind, owner }] of await findOrphans(deps, kinds)) {
    const ownerStream = kind.ownerStream(owner);
    const { appended } = await deps.dispatchToStreams(actor, [claim, ownerStream], (histories) => {
      if (heldBy(kind, histories.get(ownerStream) ?? []) === claim) return [];
      return [{ streamId: claim, events: kind.release(histories.get(claim) ?? [], owner) }];
    });
    released += appended.length;
  }
  return released;
}
