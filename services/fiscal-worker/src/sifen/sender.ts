import type {
  DeliveryAnswer,
  ElectronicDocumentCommand,
} from '@lavadero/domain/electronic-documents/commands';
import type { DeliveryVia } from '@lavadero/domain/electronic-documents/events';
import type { EventMetadata, EventStore } from '@lavadero/event-store/event-store';
import type { WorkerLogger } from '@lavadero/jobs/logger';
import { deliveryAnswerOf, errorText, failed, type RetryPolicy } from './delivery-answers';
import { applyToDocument, applyToDocuments, type FiscalDocument } from './fiscal-stream';
import type { LotePoller } from './lote-poller';
import type { SifenSession } from './sifen-session';
import { MAX_LOTE_SIZE } from './soap-requests';

export interface SenderOptions {
  readonly store: EventStore;
  readonly logger: WorkerLogger;
  readonly now: () => Date;
  readonly retry: RetryPolicy;
  readonly poller: LotePoller;
  /** This many documents waiting at once go as a lote instead of one by one. */
  readonly loteThreshold: number;
  /** Requests (single DEs or lotes) in flight at once. */
  readonly maxInFlight: number;
}

interface Waiting {
  readonly session: SifenSession;
  readonly doc: FiscalDocument;
  readonly xml: string;
  readonly consultedAbsent: boolean;
  readonly done: () => void;
  readonly fail: (error: unknown) => void;
}

/**
 * Sends signed documents. While SIFEN keeps up, each one goes alone (siRecepDE) as soon as it is
 * submitted; when requests are all in flight the next ones wait, and what has gathered by then
 * goes as a lote of up to 50 (siRecepLoteDE): a backlog (after an outage, at rush hour) becomes
 * lotes by itself. Every send is recorded on the document's stream before the request leaves.
 */
export class Sender {
  private readonly waiting: Waiting[] = [];
  private inFlight = 0;

  constructor(private readonly options: SenderOptions) {}

  /** Resolves once SIFEN's answer (or the failure) is recorded, or the lote is left to its poll. */
  submit(session: SifenSession, doc: FiscalDocument, consultedAbsent: boolean): Promise<void> {
    const xml = doc.signedXml;
    if (!xml) return Promise.reject(new Error(`Documento de la venta ${doc.saleId} sin firmar`));
    return new Promise((done, fail) => {
      this.waiting.push({ session, doc, xml, consultedAbsent, done, fail });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.options.maxInFlight && this.waiting.length > 0) {
      const session = this.waiting[0]?.session;
      const batch: Waiting[] = [];
      for (let i = 0; i < this.waiting.length && batch.length < MAX_LOTE_SIZE; ) {
        if (this.waiting[i]?.session === session) batch.push(...this.waiting.splice(i, 1));
        else i++;
      }
      const work = batch.length >= this.options.loteThreshold ? this.sendLote(batch) : this.sendOne(batch);
      this.inFlight++;
      work.finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  private metadata(): EventMetadata {
    return { userId: null, occurredAt: this.options.now().toISOString() };
  }

  private sendCommand(w: Waiting, via: DeliveryVia): ElectronicDocumentCommand {
    const { saleId, state } = w.doc;
    return {
      type: 'SendDocument',
      data: {
        saleId,
        cdc: state.cdc ?? '',
        via,
        consultedAbsent: w.consultedAbsent,
        now: this.options.now().toISOString(),
      },
    };
  }

  private answerCommand(doc: FiscalDocument, answer: DeliveryAnswer): ElectronicDocumentCommand {
    const now = this.options.now().toISOString();
    return {
      type: 'RecordDeliveryAnswer',
      data: { saleId: doc.saleId, cdc: doc.state.cdc ?? '', answer, now },
    };
  }

  private failure(doc: FiscalDocument, error: string): DeliveryAnswer {
    return failed(error, this.options.retry, doc.state.failures, this.options.now());
  }

  /** A few documents: each alone, side by side (one request each, within the in-flight bound). */
  private async sendOne(batch: readonly Waiting[]): Promise<void> {
    const { store } = this.options;
    await Promise.all(
      batch.map(async (w) => {
        try {
          const { doc, events } = await applyToDocument(
            store,
            w.doc,
            this.sendCommand(w, 'recepcion'),
            this.metadata(),
          );
          if (events.length === 0) return w.done();
          let answer: DeliveryAnswer;
          try {
            const result = await w.session.client.recepcion(doc.state.cdc ?? '', w.xml);
            answer = deliveryAnswerOf(result, this.options.retry, doc.state.failures, this.options.now());
          } catch (error) {
            answer = this.failure(doc, errorText(error));
          }
          await applyToDocument(store, doc, this.answerCommand(doc, answer), this.metadata());
          w.done();
        } catch (error) {
          w.fail(error);
        }
      }),
    );
  }

  private async sendLote(batch: readonly Waiting[]): Promise<void> {
    const { store, logger } = this.options;
    try {
      const sent = await applyToDocuments(
        store,
        batch.map((w) => ({ doc: w.doc, command: this.sendCommand(w, 'lote') })),
        this.metadata(),
      );
      // A document whose send no longer held (withdrawn meanwhile, sent by another worker) stays out.
      const going = batch.flatMap((w, i) => {
        const doc = sent[i];
        if (doc?.state.status !== 'sent' || doc.revision === w.doc.revision) {
          w.done();
          return [];
        }
        return [{ w, doc }];
      });
      if (going.length === 0) return;
      const session = going[0]!.w.session;
      let receipt: Awaited<ReturnType<typeof session.client.lote>>;
      try {
        receipt = await session.client.lote(going.map((g) => g.w.xml));
      } catch (error) {
        receipt = { kind: 'unknown', reason: errorText(error) };
      }
      if (receipt.kind !== 'received') {
        const error =
          receipt.kind === 'refused'
            ? `Lote rechazado (${receipt.code}): ${receipt.message}`
            : receipt.reason;
        await applyToDocuments(
          store,
          going.map(({ doc }) => ({ doc, command: this.answerCommand(doc, this.failure(doc, error)) })),
          this.metadata(),
        );
        for (const g of going) g.w.done();
        return;
      }
      const now = this.options.now().toISOString();
      const received = await applyToDocuments(
        store,
        going.map(({ doc }) => ({
          doc,
          command: {
            type: 'RecordLoteReceived',
            data: { saleId: doc.saleId, cdc: doc.state.cdc ?? '', loteProtocol: receipt.protocol, now },
          },
        })),
        this.metadata(),
      );
      logger.info({ lote: receipt.protocol, documents: going.length }, 'sifen: lote received');
      const docs = going.map((g, i) => received[i] ?? g.doc);
      await this.recordLoteResult(session, receipt.protocol, docs);
      for (const g of going) g.w.done();
    } catch (error) {
      for (const w of batch) w.fail(error);
    }
  }

  /**
   * Polls the lote and records each document's result. Still in process after the poller's
   * patience: the documents stay "sent" with their lote, and a later job asks again.
   */
  async recordLoteResult(
    session: SifenSession,
    protocol: string,
    docs: readonly FiscalDocument[],
  ): Promise<void> {
    const result = await this.options.poller.poll(session, protocol);
    if (result.kind === 'processing') return;
    const now = this.options.now();
    const answerOf = (doc: FiscalDocument): DeliveryAnswer => {
      if (result.kind === 'unavailable')
        return this.failure(doc, `Lote ${protocol} no consultable (${result.code}): se consulta por CDC`);
      if (result.kind === 'unknown') return this.failure(doc, result.reason);
      const own = result.documents.get(doc.state.cdc ?? '');
      return own
        ? deliveryAnswerOf(own, this.options.retry, doc.state.failures, now)
        : this.failure(doc, `El lote ${protocol} no trae resultado para este CDC`);
    };
    await applyToDocuments(
      this.options.store,
      docs.map((doc) => ({ doc, command: this.answerCommand(doc, answerOf(doc)) })),
      this.metadata(),
    );
  }
}
