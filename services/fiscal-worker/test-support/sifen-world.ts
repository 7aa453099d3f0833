import { randomBytes, randomUUID } from 'node:crypto';
import { DEFAULT_CUSTOMER } from '@lavadero/contracts/customers';
import { createDatabasePool, type DatabasePool } from '@lavadero/database/database-pool';
import { dnitConfigDecider } from '@lavadero/domain/dnit/dnit-config';
import { DNIT_CONFIG_STREAM_ID } from '@lavadero/domain/dnit/events';
import {
  type ElectronicDocumentEvent,
  toSaleFiscalStreamId,
} from '@lavadero/domain/electronic-documents/events';
import { type SaleIssued, type SaleVoided, toSaleStreamId } from '@lavadero/domain/sales/events';
import { createEventStore } from '@lavadero/event-store/create-event-store';
import type { EventStore } from '@lavadero/event-store/event-store';
import { handleCommand } from '@lavadero/event-store/handle-command';
import { BullMqJobQueue } from '@lavadero/jobs/bullmq-queue';
import type { JobQueue } from '@lavadero/jobs/job-queue';
import { silentLogger } from '@lavadero/jobs/logger';
import { createSecretBox } from '@lavadero/platform/secret-box';
import { createReadModelDb, type ReadModelDb } from '@lavadero/read-models/database';
import { findElectronicDocument } from '@lavadero/read-models/electronic-documents/electronic-documents.queries';
import { migrateReadModels } from '@lavadero/read-models/migrate';
import { ProjectionRunner } from '@lavadero/read-models/projection-runner';
import { allProjections } from '@lavadero/read-models/projections';
import { type SifenSimulator, startSifenSimulator } from '@lavadero/sifen-simulator/start-sifen-simulator';
import { Redis } from 'ioredis';
import pg from 'pg';
import { type SifenModuleOptions, sifenModule } from '../src/sifen/sifen-module';
import { type FiscalWorker, startFiscalWorker } from '../src/worker';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Options short enough for tests: retries after 200 ms, sweeps every second, lotes polled fast. */
export const FAST: Omit<SifenModuleOptions, 'secrets' | 'ca'> = {
  retry: { baseMs: 200, maxMs: 1_000 },
  sweepPattern: '* * * * * *',
  inFlightMs: 3_000,
  requestTimeoutMs: 2_000,
  lotePollMs: 50,
  lotePolls: 40,
};

/** A database of its own (PostgreSQL, dropped at the end) or PGlite in memory. */
async function openDatabase(kind: 'postgres' | 'pglite') {
  if (kind === 'pglite')
    return { pool: await createDatabasePool({ kind, dataDir: 'memory://' }), drop: async () => {} };
  const name = `lavadero_sifen_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const pool = await createDatabasePool({ kind: 'postgres', connectionString: url.toString() });
  return { pool, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * The simulator, an event store with the company's electronic DNIT settings, the read models kept
 * by a running projection runner, a BullMQ queue of its own, and helpers to issue and void sales.
 */
export class SifenWorld {
  /** Moves the simulator's clock (e.g. 73 h ahead: a late transmission). */
  clockOffsetMs = 0;
  sim!: SifenSimulator;
  database!: DatabasePool;
  store!: EventStore;
  readDb!: ReadModelDb;
  private dropDatabase: () => Promise<void> = async () => {};
  private runner!: ProjectionRunner;
  private readonly box = createSecretBox(randomBytes(32));
  readonly prefix = `test-sifen-${randomUUID()}`;
  private readonly workers: { worker: FiscalWorker; queue: JobQueue }[] = [];
  private nextNumber = 1;

  async start(kind: 'postgres' | 'pglite' = 'pglite'): Promise<this> {
    this.sim = await startSifenSimulator({ now: () => new Date(Date.now() + this.clockOffsetMs) });
    const { pool, drop } = await openDatabase(kind);
    this.database = pool;
    this.dropDatabase = drop;
    this.store = await createEventStore({ kind: 'postgres', pool: pool.pool });
    await migrateReadModels(pool.pool);
    this.readDb = createReadModelDb(pool.pool);
    this.runner = new ProjectionRunner(this.readDb, this.store, allProjections, { logger: silentLogger });
    await this.runner.start();
    await this.saveElectronicSettings();
    return this;
  }

  private async saveElectronicSettings(): Promise<void> {
    const { client, fixtures } = this.sim;
    const [ruc] = client.ruc.split('-');
    const csc = fixtures.csc[ruc ?? ''];
    const timbrado = fixtures.timbrados[0];
    if (!csc || !timbrado) throw new Error('The simulator has no CSC or timbrado for the company');
    const now = new Date().toISOString();
    await handleCommand(
      this.store,
      DNIT_CONFIG_STREAM_ID,
      dnitConfigDecider,
      {
        type: 'SaveDnitConfig',
        data: {
          endpointUrl: this.sim.url,
          operationMode: 'testing',
          isActive: true,
          authToken: this.box.encrypt('token'),
          certificate: {
            sealed: this.box.encrypt(client.p12.toString('base64')),
            subject: `serialNumber=RUC${client.ruc}`,
            expiresAt: null,
          },
          certificatePassword: this.box.encrypt(client.password),
          certificateCheck: 'ok',
          certificateInForce: { serialNumber: `RUC${client.ruc}`, expiresAt: null },
          companyRuc: client.ruc,
          emision: 'electronica',
          timbradoElectronico: timbrado.numero,
          timbradoElectronicoDesde: timbrado.fechaInicio,
          cscId: csc.id,
          cscSecret: this.box.encrypt(csc.secret),
          userId: 'admin-1',
          now,
        },
      },
      { userId: 'admin-1', occurredAt: now },
    );
  }

  /** Starts a fiscal worker with only the SIFEN module, on its own BullMQ connection. */
  async startWorker(options: Partial<SifenModuleOptions> = {}): Promise<FiscalWorker> {
    const queue = new BullMqJobQueue({
      redisUrl: REDIS_URL,
      prefix: this.prefix,
      retry: { attempts: 3, backoffMs: 100 },
    });
    const worker = await startFiscalWorker({
      store: this.store,
      readDb: this.readDb,
      queue,
      logger: silentLogger,
      modules: [sifenModule({ secrets: async () => this.box, ca: this.sim.ca, ...FAST, ...options })],
    });
    this.workers.push({ worker, queue });
    return worker;
  }

  /** Stops a worker as a crash would leave things: its queue connection closed, its jobs unfinished. */
  async stopWorker(worker: FiscalWorker): Promise<void> {
    const entry = this.workers.find((w) => w.worker === worker);
    if (!entry) return;
    this.workers.splice(this.workers.indexOf(entry), 1);
    await entry.worker.stop();
    await entry.queue.close();
  }

  /** An electronic sale of one 55 000 Gs. wash to Cliente General, appended as the API would. */
  async issueSale(): Promise<string> {
    const saleId = randomUUID();
    await this.store.append(toSaleStreamId(saleId), [toAppend(this.saleIssued(saleId))], {
      expectedRevision: 'no_stream',
    });
    return saleId;
  }

  async issueSales(count: number): Promise<string[]> {
    const sales = Array.from({ length: count }, () => randomUUID());
    for (let i = 0; i < sales.length; i += 100) {
      await this.store.appendToStreams(
        sales.slice(i, i + 100).map((saleId) => ({
          streamId: toSaleStreamId(saleId),
          events: [toAppend(this.saleIssued(saleId))],
          expectedRevision: 'no_stream' as const,
        })),
      );
    }
    return sales;
  }

  saleIssued(saleId: string): SaleIssued {
    const { client, fixtures } = this.sim;
    const timbrado = fixtures.timbrados[0]!;
    const secuencia = this.nextNumber++;
    const now = new Date().toISOString();
    const total = 55_000;
    const impuestos = Math.round(total / 11);
    return {
      type: 'SaleIssued',
      data: {
        saleId,
        numeroFactura: `001-001-${String(secuencia).padStart(7, '0')}`,
        series: { timbrado: timbrado.numero, establecimiento: '001', puntoExpedicion: '001', secuencia },
        timbradoUsado: timbrado.numero,
        fecha: now.slice(0, 10),
        company: {
          razonSocial: 'LAVADERO PRUEBA S.A.',
          nombreFantasia: null,
          ruc: client.ruc,
          direccion: 'Avda. Mariscal López 1234',
          ciudad: 'Asunción',
          telefono: '021555000',
          email: 'caja@lavadero.com.py',
          logoPath: null,
          moneda: 'PYG',
          timbradoNumero: timbrado.numero,
          establecimiento: '001',
          puntoExpedicion: '001',
          timbradoDesde: timbrado.fechaInicio,
          timbradoHasta: null,
          emision: 'electronica',
        },
        idempotencyKey: `TEMP-${saleId.slice(0, 8)}`,
        codigoSeguridad: String(100_000_000 + Math.floor(Math.random() * 899_999_999)),
        issuedBy: 'cajero-1',
        issuedAt: now,
        customer: {
          customerId: DEFAULT_CUSTOMER.id,
          nombre: DEFAULT_CUSTOMER.nombre,
          docTipo: DEFAULT_CUSTOMER.docTipo,
          docNumero: DEFAULT_CUSTOMER.docNumero,
          direccion: null,
          telefono: null,
          email: null,
          regimenTurismo: false,
          pais: null,
          pasaporte: null,
        },
        workOrderId: null,
        medioPago: 'efectivo',
        regimenTurismo: false,
        lines: [
          {
            kind: 'service',
            itemId: 'srv-1',
            nombre: 'Lavado completo',
            cantidad: 1,
            precioUnitario: total,
            subtotal: total,
          },
        ],
        subtotal: total - impuestos,
        impuestos,
        total,
      },
    };
  }

  /** A sale voided in the same append as its issue: its DE is never sent, its number is reported. */
  async issueVoidedSale(): Promise<string> {
    const saleId = randomUUID();
    const issued = this.saleIssued(saleId);
    const voided: SaleVoided = {
      type: 'SaleVoided',
      data: {
        saleId,
        numeroFactura: issued.data.numeroFactura,
        voidedBy: 'admin-1',
        at: new Date().toISOString(),
      },
    };
    await this.store.append(toSaleStreamId(saleId), [toAppend(issued), toAppend(voided)], {
      expectedRevision: 'no_stream',
    });
    return saleId;
  }

  async voidSale(saleId: string): Promise<void> {
    const [issued] = await this.store.readStream(toSaleStreamId(saleId));
    if (!issued) throw new Error(`No sale ${saleId}`);
    const voided: SaleVoided = {
      type: 'SaleVoided',
      data: {
        saleId,
        numeroFactura: (issued.data as SaleIssued['data']).numeroFactura,
        voidedBy: 'admin-1',
        at: new Date().toISOString(),
      },
    };
    await this.store.append(toSaleStreamId(saleId), [toAppend(voided)], { expectedRevision: 0n });
  }

  async fiscalEvents(saleId: string): Promise<ElectronicDocumentEvent[]> {
    const recorded = await this.store.readStream(toSaleFiscalStreamId(saleId));
    return recorded.map((e) => ({ type: e.type, data: e.data }) as ElectronicDocumentEvent);
  }

  async types(saleId: string): Promise<string[]> {
    return (await this.fiscalEvents(saleId)).map((e) => e.type.replace('ElectronicDocument', ''));
  }

  row(saleId: string) {
    return findElectronicDocument(this.readDb, saleId);
  }

  async close(): Promise<void> {
    for (const { worker, queue } of this.workers.splice(0)) {
      await worker.stop();
      await queue.close();
    }
    await this.runner?.stop();
    await this.sim?.close();
    await this.store?.close();
    await this.database?.close();
    await this.dropDatabase();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${this.prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }
}

const toAppend = (event: { type: string; data: unknown }) => ({
  id: randomUUID(),
  type: event.type,
  data: event.data,
  metadata: { userId: 'cajero-1', occurredAt: new Date().toISOString() },
});
