import type { ElectronicDocumentCommand } from '@lavadero/domain/electronic-documents/commands';
import type { ElectronicDocumentState } from '@lavadero/domain/electronic-documents/electronic-document';
import { electronicDocumentDecider } from '@lavadero/domain/electronic-documents/electronic-document-decide';
import {
  type ElectronicDocumentEvent,
  type ElectronicDocumentSigned,
  toSaleFiscalStreamId,
} from '@lavadero/domain/electronic-documents/events';
import type { SaleEvent, SaleIssued } from '@lavadero/domain/sales/events';
import { toSaleStreamId } from '@lavadero/domain/sales/events';
import { foldEvents } from '@lavadero/domain/shared/decider';
import {
  type EventMetadata,
  type EventStore,
  type RecordedEvent,
  WrongExpectedRevisionError,
} from '@lavadero/event-store/event-store';
import { handleCommand } from '@lavadero/event-store/handle-command';

/** The sale as its invoice says now: the issue with its latest correction. */
export type SaleDocumentFacts = SaleIssued['data'];

/** One sale's DE as last read or written: its state and the revision a next append expects. */
export interface FiscalDocument {
  readonly saleId: string;
  readonly sale: SaleDocumentFacts | null;
  readonly voided: boolean;
  readonly state: ElectronicDocumentState;
  /** The signed text of the last signature (what is sent), null before signing. */
  readonly signedXml: string | null;
  /** null: unknown since a conflict; the next write reads the stream again. */
  readonly revision: bigint | 'no_stream' | null;
}

function saleOf(events: readonly RecordedEvent[]): Pick<FiscalDocument, 'sale' | 'voided'> {
  let sale: SaleDocumentFacts | null = null;
  let voided = false;
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as SaleEvent;
    if (event.type === 'SaleIssued') sale = event.data;
    else if (event.type === 'SaleCorrected' && sale) {
      const { correctedBy: _, at: __, ...content } = event.data;
      sale = { ...(sale as SaleDocumentFacts), ...content };
    } else if (event.type === 'SaleVoided') voided = true;
  }
  return { sale, voided };
}

function lastSignature(fiscal: readonly RecordedEvent[]): string | null {
  const signed = fiscal.findLast((e) => e.type === 'ElectronicDocumentSigned');
  return signed ? (signed.data as ElectronicDocumentSigned['data']).xml : null;
}

/** The sale and its fiscal stream, in one round trip. */
export async function loadFiscalDocument(store: EventStore, saleId: string): Promise<FiscalDocument> {
  const fiscalId = toSaleFiscalStreamId(saleId);
  const streams = await store.readStreams([toSaleStreamId(saleId), fiscalId]);
  const fiscal = streams.get(fiscalId) ?? [];
  return {
    saleId,
    ...saleOf(streams.get(toSaleStreamId(saleId)) ?? []),
    state: foldEvents(electronicDocumentDecider, fiscal),
    signedXml: lastSignature(fiscal),
    revision: fiscal.at(-1)?.revision ?? 'no_stream',
  };
}

const toAppend = (events: readonly ElectronicDocumentEvent[], metadata: EventMetadata) =>
  events.map((e) => ({ id: crypto.randomUUID(), type: e.type, data: e.data, metadata }));

const evolve = (state: ElectronicDocumentState, events: readonly ElectronicDocumentEvent[]) =>
  events.reduce(electronicDocumentDecider.evolve, state);

/**
 * Decides `command` on the document as known and appends with its revision. When someone else wrote
 * first, the command is decided again on the fresh stream (the decider refuses what no longer
 * holds, e.g. a send of a document withdrawn meanwhile), and the revision is read again later.
 */
export async function applyToDocument(
  store: EventStore,
  doc: FiscalDocument,
  command: ElectronicDocumentCommand,
  metadata: EventMetadata,
): Promise<{ readonly doc: FiscalDocument; readonly events: readonly ElectronicDocumentEvent[] }> {
  const streamId = toSaleFiscalStreamId(doc.saleId);
  if (doc.revision !== null) {
    const events = electronicDocumentDecider.decide(command, doc.state);
    if (events.length === 0) return { doc, events };
    try {
      const { nextExpectedRevision } = await store.append(streamId, toAppend(events, metadata), {
        expectedRevision: doc.revision,
      });
      return { doc: { ...doc, state: evolve(doc.state, events), revision: nextExpectedRevision }, events };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  }
  const outcome = await handleCommand(store, streamId, electronicDocumentDecider, command, metadata);
  return { doc: { ...doc, state: outcome.state, revision: null }, events: outcome.events };
}

/**
 * The same decision for several documents in one atomic append (a lote's sends and answers).
 * On a conflict, each is applied alone; a document whose command no longer holds is left out.
 */
export async function applyToDocuments(
  store: EventStore,
  items: readonly { readonly doc: FiscalDocument; readonly command: ElectronicDocumentCommand }[],
  metadata: EventMetadata,
): Promise<(FiscalDocument | null)[]> {
  const known = items.every((i) => i.doc.revision !== null);
  if (known) {
    const decided = items.map(({ doc, command }) => {
      try {
        return electronicDocumentDecider.decide(command, doc.state);
      } catch {
        return null;
      }
    });
    if (decided.every((d) => d !== null)) {
      const appends = items
        .map(({ doc }, i) => ({ doc, events: decided[i] as readonly ElectronicDocumentEvent[] }))
        .filter((a) => a.events.length > 0);
      try {
        const result =
          appends.length > 0
            ? await store.appendToStreams(
                appends.map(({ doc, events }) => ({
                  streamId: toSaleFiscalStreamId(doc.saleId),
                  events: toAppend(events, metadata),
                  expectedRevision: doc.revision as bigint | 'no_stream',
                })),
              )
            : { streams: [] };
        const revisions = new Map(
          appends.map((a, i) => [a.doc.saleId, result.streams[i]?.nextExpectedRevision]),
        );
        return items.map(({ doc }, i) => ({
          ...doc,
          state: evolve(doc.state, decided[i] as readonly ElectronicDocumentEvent[]),
          revision: revisions.get(doc.saleId) ?? doc.revision,
        }));
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
      }
    }
  }
  return Promise.all(
    items.map(({ doc, command }) =>
      applyToDocument(store, doc, command, metadata).then(
        ({ doc: next }) => next,
        () => null,
      ),
    ),
  );
}
