import type { ElectronicDocumentResendRequested } from '@lavadero/domain/electronic-documents/events';
import type { SaleIssued, SaleVoided } from '@lavadero/domain/sales/events';
import { buildFacturaElectronica } from '@lavadero/fiscal/sifen/document';
import type { SecretBox } from '@lavadero/platform/secret-box';
import type { EventJobRule, WorkerModule } from '../worker-module';
import { DEFAULT_RETRY, type RetryPolicy } from './delivery-answers';
import { type DocumentJobData, DocumentProcessor, documentJob, SIFEN_DOCUMENT_JOB } from './document.job';
import {
  inutilizeAtStart,
  inutilizeJob,
  inutilizeSchedule,
  onInutilizationRequested,
} from './inutilization.job';
import { LotePoller } from './lote-poller';
import { facturaInputOf } from './sale-document';
import { Sender } from './sender';
import { SifenSessions } from './sifen-session';
import { sweepJob, sweepSchedule } from './sweep.job';

export interface SifenModuleOptions {
  /** Opens the sealed DNIT secrets (the same key as the API's). */
  readonly secrets: () => Promise<SecretBox>;
  /** Extra trusted roots for the SIFEN host (SIFEN_CA_FILE). */
  readonly ca?: string | Buffer;
  readonly retry?: RetryPolicy;
  /** Cron (6 fields: seconds first) of the retry sweep; default every 15 s. */
  readonly sweepPattern?: string;
  /** A request unanswered this long is taken as lost; default 60 s (twice the transport timeout). */
  readonly inFlightMs?: number;
  readonly requestTimeoutMs?: number;
  /** Documents waiting at once that go as a lote instead of one by one; default 5. */
  readonly loteThreshold?: number;
  /** Requests to SIFEN in flight at once; default 2 (a backlog waits and leaves in lotes). */
  readonly maxInFlight?: number;
  readonly lotePollMs?: number;
  readonly lotePolls?: number;
  /** Documents processed at once per worker process (they mostly wait on SIFEN). */
  readonly concurrency?: number;
}

/** The CDC of an electronic sale as issued: its document job's id, so it is sent once. */
function cdcOfIssued(sale: SaleIssued['data']): string | null {
  try {
    return buildFacturaElectronica(facturaInputOf(sale, { environment: 'testing', signedAt: sale.issuedAt }))
      .cdc;
  } catch {
    return null;
  }
}

const documentJobFor = (saleId: string, jobId?: string) => {
  const data: DocumentJobData = { saleId };
  return { name: SIFEN_DOCUMENT_JOB, data, ...(jobId && { jobId }) };
};

const onSaleIssued: EventJobRule = (event) => {
  const sale = event.data as SaleIssued['data'];
  if (sale.company.emision !== 'electronica') return null;
  return documentJobFor(sale.saleId, cdcOfIssued(sale) ?? undefined);
};

/** Every void asks; for a printed sale the job finds nothing to do in one read. */
const onSaleVoided: EventJobRule = (event) => documentJobFor((event.data as SaleVoided['data']).saleId);

const onResendRequested: EventJobRule = (event) => {
  const { saleId, newCodigoSeguridad } = event.data as ElectronicDocumentResendRequested['data'];
  return documentJobFor(saleId, `${saleId}:resend:${newCodigoSeguridad}`);
};

/**
 * SIFEN delivery: every electronic sale's DE is signed, sent (alone or in lotes), asked for when an
 * answer is lost, cancelled or withdrawn after a void; unused numbers are reported as inutilizados.
 */
export function sifenModule(options: SifenModuleOptions): WorkerModule {
  const inFlightMs = options.inFlightMs ?? 60_000;
  const retry = options.retry ?? DEFAULT_RETRY;
  return {
    jobs: (context) => {
      const { store, readDb, queue, logger, now } = context;
      const sessions = new SifenSessions({
        store,
        secrets: options.secrets,
        ca: options.ca,
        timeoutMs: options.requestTimeoutMs ?? 30_000,
      });
      const poller = new LotePoller({
        intervalMs: options.lotePollMs ?? 2_000,
        maxPolls: options.lotePolls ?? 15,
      });
      const sender = new Sender({
        store,
        logger,
        now,
        retry,
        poller,
        loteThreshold: options.loteThreshold ?? 5,
        maxInFlight: options.maxInFlight ?? 2,
      });
      const processor = new DocumentProcessor({ store, sessions, sender, logger, now, retry, inFlightMs });
      return [
        documentJob(processor, options.concurrency ?? 64),
        sweepJob({ readDb, queue, now, settleMs: inFlightMs, inFlightMs }),
        inutilizeJob({ store, readDb, sessions, logger, now }),
      ];
    },
    schedules: [sweepSchedule(options.sweepPattern ?? '*/15 * * * * *'), inutilizeSchedule],
    startupJobs: ({ now }) => [inutilizeAtStart(now())],
    eventRules: {
      SaleIssued: onSaleIssued,
      SaleVoided: onSaleVoided,
      ElectronicDocumentResendRequested: onResendRequested,
      NumbersInutilizationRequested: onInutilizationRequested,
    },
  };
}
