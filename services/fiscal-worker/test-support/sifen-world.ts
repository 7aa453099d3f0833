import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createDatabasePool, type DatabasePool } from '@lavadero/database/database-pool';
import { dnitConfigDecider } from '@lavadero/domain/dnit/dnit-config-decide';
import { DNIT_CONFIG_STREAM_ID } from '@lavadero/domain/dnit/events';
import {
  type ElectronicDocumentEvent,
  toSaleFiscalStreamId,
} from '@lavadero/domain/electronic-documents/events';
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
import { SifenSessions } from '../src/sifen/sifen-session';
import { type FiscalWorker, startFiscalWorker } from '../src/worker';
import { ElectronicSales } from './electronic-sales';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Options short enough for tests: retries after 200 ms, sweeps every second, lotes polled fast. */
export const FAST: Omit<SifenModuleOptions, 'secrets' | 'ca'> = {
  retry: { baseMs: 200, maxMs: 1_000 },
  sweepPattern: '* * * * * *',
  inFlightMs: 10_000,
  requestTimeoutMs: 8_000,
  lotePollMs: 50,
  lotePolls: 40,
};

/** A database of its own (PostgreSQL, dropped at the end) or PGlite in memory. */
async function openDatabase(
  kind: 'postgres' | 'pglite',
): Promise<{ pool: DatabasePool; url: string | null; drop: () => Promise<void> }> {
  if (kind === 'pglite')
    return {
      pool: await createDatabasePool({ kind, dataDir: 'memory://' }),
      url: null,
      drop: async () => {},
    };
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
  return { pool, url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
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
  private readonly key = randomBytes(32);
  private readonly box = createSecretBox(this.key);
  /** The scratch PostgreSQL database's URL (null on PGlite), for a worker in another process. */
  databaseUrl: string | null = null;
  private readonly children: ChildProcess[] = [];
  readonly prefix = `test-sifen-${randomUUID()}`;
  private readonly workers: { worker: FiscalWorker; queue: JobQueue }[] = [];
  /** Electronic sales appended to this world's log. */
  readonly sales = new ElectronicSales(this);
  private lotPolls = 1;

  /** `lotPollsInProcess`: how many times the simulator answers 0361 before a lote's results. */
  async start(kind: 'postgres' | 'pglite' = 'pglite', lotPollsInProcess = 1): Promise<this> {
    this.lotPolls = lotPollsInProcess;
    this.sim = await startSifenSimulator({
      now: () => new Date(Date.now() + this.clockOffsetMs),
      lotPollsInProcess,
    });
    const { pool, url, drop } = await openDatabase(kind);
    this.database = pool;
    this.databaseUrl = url;
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
          company: {
            ruc: client.ruc,
            razonSocial: 'LAVADERO PRUEBA S.A.',
            nombreFantasia: null,
            direccion: 'Avda. Mariscal López 1234',
            telefono: '021555000',
            email: 'caja@lavadero.com.py',
          },
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

  /**
   * A worker in a process of its own (test-support/sifen-worker-process.ts), on the same database,
   * Redis prefix and simulator: what `kill` ends is a real crash, unfinished jobs and all.
   */
  async spawnWorker(): Promise<ChildProcess> {
    if (!this.databaseUrl) throw new Error('A worker in another process needs PostgreSQL');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'sifen-worker-process.ts')],
      {
        env: {
          ...process.env,
          SIFEN_TEST_DATABASE_URL: this.databaseUrl,
          SIFEN_TEST_PREFIX: this.prefix,
          SIFEN_TEST_CA_FILE: this.sim.caPath,
          SIFEN_TEST_SECRETS_KEY: this.key.toString('hex'),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    this.children.push(child);
    await new Promise<void>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`worker process exited (${code})`)));
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready')) resolve();
      });
    });
    return child;
  }

  /** The simulator goes away (connections refused) for `downMs`, then comes back on the same port. */
  async simulatorDown(downMs: number): Promise<void> {
    const { port, certificates } = this.sim;
    await this.sim.close();
    await new Promise((resolve) => setTimeout(resolve, downMs));
    this.sim = await startSifenSimulator({
      port,
      certificates,
      now: () => new Date(Date.now() + this.clockOffsetMs),
      lotPollsInProcess: this.lotPolls,
    });
  }

  /** The SIFEN session the worker opens from the stored settings (to measure signing alone). */
  sessions(): SifenSessions {
    return new SifenSessions({ store: this.store, secrets: async () => this.box, ca: this.sim.ca });
  }

  /** Stops a worker as a crash would leave things: its queue connection closed, its jobs unfinished. */
  async stopWorker(worker: FiscalWorker): Promise<void> {
    const entry = this.workers.find((w) => w.worker === worker);
    if (!entry) return;
    this.workers.splice(this.workers.indexOf(entry), 1);
    await entry.worker.stop();
    await entry.queue.close();
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
    for (const child of this.children.splice(0)) child.kill('SIGKILL');
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
