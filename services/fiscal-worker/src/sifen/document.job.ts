import type {
  CancellationAnswer,
  ElectronicDocumentCommand,
} from '@lavadero/domain/electronic-documents/commands';
import type { EventStore } from '@lavadero/event-store/event-store';
import type { WorkerLogger } from '@lavadero/jobs/logger';
import { defineJob, type JobDefinition } from '../worker-module';
import {
  cancellationAnswerOf,
  deliveryAnswerOf,
  errorText,
  failed,
  type RetryPolicy,
} from './delivery-answers';
import { applyToDocument, type FiscalDocument, loadFiscalDocument } from './fiscal-stream';
import { type NextStep, nextStep } from './next-step';
import type { Sender } from './sender';
import { SifenNotReadyError, type SifenSession, type SifenSessions } from './sifen-session';

export const SIFEN_DOCUMENT_JOB = 'sifen.document';

export type DocumentJobData = { readonly saleId: string };

/** The reason written on the cancellation of a voided sale's approved document (mOtEve). */
export const CANCELLATION_REASON = 'Anulación de la venta en el sistema de gestión';

export interface DocumentProcessorDeps {
  readonly store: EventStore;
  readonly sessions: SifenSessions;
  readonly sender: Sender;
  readonly logger: WorkerLogger;
  readonly now: () => Date;
  readonly retry: RetryPolicy;
  /** See StepTiming.inFlightMs. */
  readonly inFlightMs: number;
}

/** Steps one job takes at most: sign, send, answer, and a consult or two fit well within. */
const MAX_STEPS = 8;

/** rEve's Id: unique enough per company (SIFEN keys events by the document they concern). */
let lastEventId = 0;
const nextEventId = () => {
  lastEventId = Math.max(lastEventId + 1, Date.now() % 9_000_000_000);
  return lastEventId;
};

/**
 * Takes one sale's DE as far as it can go now: signs it, sends it, asks for it, withdraws or
 * cancels it after a void. Each step reads the sale and its fiscal stream again, so two jobs for
 * the same sale (its issue and its void, a retry and a restart) meet on the stream's revisions.
 */
export class DocumentProcessor {
  constructor(private readonly deps: DocumentProcessorDeps) {}

  async process(saleId: string): Promise<void> {
    for (let i = 0; i < MAX_STEPS; i++) {
      const doc = await loadFiscalDocument(this.deps.store, saleId);
      if (doc.sale?.company.emision !== 'electronica') return;
      const step = nextStep(
        { voided: doc.voided, codigoSeguridad: doc.sale.codigoSeguridad ?? null },
        doc.state,
        { now: this.deps.now().toISOString(), inFlightMs: this.deps.inFlightMs },
      );
      if (step.kind === 'done' || step.kind === 'wait') return;
      try {
        await this.take(step, doc);
      } catch (error) {
        if (!(error instanceof SifenNotReadyError)) throw error;
        this.deps.logger.warn(
          { saleId, reason: error.message },
          'sifen: document waits for the DNIT settings',
        );
        return;
      }
    }
  }

  private apply(doc: FiscalDocument, command: ElectronicDocumentCommand) {
    return applyToDocument(this.deps.store, doc, command, {
      userId: null,
      occurredAt: this.deps.now().toISOString(),
    });
  }

  private async take(step: Exclude<NextStep, { kind: 'done' | 'wait' }>, doc: FiscalDocument): Promise<void> {
    const now = this.deps.now();
    const base = { saleId: doc.saleId, now: now.toISOString() };
    const cdc = doc.state.cdc ?? '';
    switch (step.kind) {
      case 'sign': {
        const session = await this.deps.sessions.current();
        const sale = doc.sale!;
        const signed = session.signSale(sale, step.codigoSeguridad, now.toISOString());
        await this.apply(doc, {
          type: 'SignDocument',
          data: {
            ...base,
            ...signed,
            numeroFactura: sale.numeroFactura,
            number: numberOf(sale.series),
            codigoSeguridad: step.codigoSeguridad,
          },
        });
        return;
      }
      case 'send':
        return this.deps.sender.submit(await this.deps.sessions.current(), doc, step.consultedAbsent);
      case 'consult':
        return this.consult(await this.deps.sessions.current(), doc);
      case 'poll_lote':
        return this.deps.sender.recordLoteResult(await this.deps.sessions.current(), step.loteProtocol, [
          doc,
        ]);
      case 'withdraw': {
        const sale = doc.sale!;
        await this.apply(doc, {
          type: 'WithdrawDocument',
          data: { ...base, numeroFactura: sale.numeroFactura, number: numberOf(sale.series) },
        });
        return;
      }
      case 'cancel': {
        const session = await this.deps.sessions.current();
        const xml = session.signCancellation(cdc, CANCELLATION_REASON, now.toISOString(), nextEventId());
        const { doc: sent, events } = await this.apply(doc, {
          type: 'SendCancellation',
          data: { ...base, reason: CANCELLATION_REASON },
        });
        if (events.length === 0) return;
        return this.sendCancellation(session, sent, xml);
      }
      case 'consult_cancellation':
        return this.consultCancellation(await this.deps.sessions.current(), doc);
      default: {
        const never: never = step;
        return never;
      }
    }
  }

  /** A send's answer was lost: SIFEN has the CDC (approved) or not (send again, now safely). */
  private async consult(session: SifenSession, doc: FiscalDocument): Promise<void> {
    const { retry, now } = this.deps;
    let found: Awaited<ReturnType<typeof session.client.consultaDE>>;
    try {
      found = await session.client.consultaDE(doc.state.cdc ?? '');
    } catch (error) {
      found = { kind: 'unknown', reason: errorText(error) };
    }
    if (found.kind === 'absent') {
      // The decider lets a document sent before go again only when SIFEN said it lacks the CDC.
      return this.deps.sender.submit(session, doc, true);
    }
    const answer =
      found.kind === 'found'
        ? deliveryAnswerOf({ kind: 'approved', protocol: found.protocol }, retry, doc.state.failures, now())
        : failed(found.reason, retry, doc.state.failures, now());
    await this.apply(doc, {
      type: 'RecordDeliveryAnswer',
      data: { saleId: doc.saleId, cdc: doc.state.cdc ?? '', answer, now: now().toISOString() },
    });
  }

  private async sendCancellation(session: SifenSession, doc: FiscalDocument, xml: string): Promise<void> {
    let answer: CancellationAnswer;
    try {
      answer = cancellationAnswerOf(
        await session.client.evento(xml),
        this.deps.retry,
        doc.state.failures,
        this.deps.now(),
      );
    } catch (error) {
      answer = failed(errorText(error), this.deps.retry, doc.state.failures, this.deps.now());
    }
    await this.apply(doc, {
      type: 'RecordCancellationAnswer',
      data: { saleId: doc.saleId, answer, now: this.deps.now().toISOString() },
    });
  }

  /** A cancellation's answer was lost: registered if SIFEN lists it on the document; else sent again. */
  private async consultCancellation(session: SifenSession, doc: FiscalDocument): Promise<void> {
    const cdc = doc.state.cdc ?? '';
    let found: Awaited<ReturnType<typeof session.client.consultaDE>>;
    try {
      found = await session.client.consultaDE(cdc);
    } catch (error) {
      found = { kind: 'unknown', reason: errorText(error) };
    }
    if (found.kind === 'found' && found.cancelled) {
      await this.apply(doc, {
        type: 'RecordCancellationAnswer',
        data: {
          saleId: doc.saleId,
          answer: { kind: 'accepted', protocol: null },
          now: this.deps.now().toISOString(),
        },
      });
      return;
    }
    if (found.kind === 'found') {
      const now = this.deps.now().toISOString();
      return this.sendCancellation(
        session,
        doc,
        session.signCancellation(cdc, CANCELLATION_REASON, now, nextEventId()),
      );
    }
    const reason = found.kind === 'absent' ? 'SIFEN no encuentra el documento a cancelar' : found.reason;
    await this.apply(doc, {
      type: 'RecordCancellationAnswer',
      data: {
        saleId: doc.saleId,
        answer: failed(reason, this.deps.retry, doc.state.failures, this.deps.now()),
        now: this.deps.now().toISOString(),
      },
    });
  }
}

const numberOf = (series: {
  timbrado: string;
  establecimiento: string;
  puntoExpedicion: string;
  secuencia: number;
}) => ({
  timbrado: series.timbrado,
  establecimiento: series.establecimiento,
  puntoExpedicion: series.puntoExpedicion,
  secuencia: series.secuencia,
});

export function documentJob(processor: DocumentProcessor, concurrency: number): JobDefinition {
  return defineJob<DocumentJobData>(SIFEN_DOCUMENT_JOB, ({ saleId }) => processor.process(saleId), {
    concurrency,
  });
}
