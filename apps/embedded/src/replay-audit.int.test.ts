import {
  type SalesTestServer,
  startSalesTestServer,
} from '@lavadero/command-api/test-support/sales-test-kit';
import type { ReplayStatusReply } from '@lavadero/contracts/replay-audit';
import { replayAuditModule } from '@lavadero/fiscal-worker/audit/replay-module';
import { type FiscalWorker, startFiscalWorker } from '@lavadero/fiscal-worker/worker';
import { InProcessJobQueue } from '@lavadero/jobs/in-process-queue';
import { silentLogger } from '@lavadero/jobs/logger';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('Verificar proyecciones: the route and the fiscal worker job (in-process queue, postgres)', () => {
  let s: SalesTestServer;
  let queue: InProcessJobQueue;
  let worker: FiscalWorker | undefined;
  beforeAll(async () => {
    s = await startSalesTestServer({ database: 'postgres' });
    for (let i = 0; i < 3; i++) await s.sell(s.saleBody({ units: i % 2 }));
    queue = new InProcessJobQueue({ logger: silentLogger });
  });
  afterAll(async () => {
    await worker?.stop();
    await queue.close();
    await s.t.close();
  });
  const status = async () => {
    const res = await s.call('GET', '/api/audit/replay', s.cookies.admin);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as ReplayStatusReply).run;
  };
  const finished = async () => {
    for (let i = 0; i < 600; i++) {
      const run = await status();
      if (run && run.status !== 'en_curso') return run;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the replay did not finish in 60 s');
  };
  const startWorker = async () => {
    worker = await startFiscalWorker({
      store: s.t.store,
      readDb: s.t.readDb,
      queue,
      logger: silentLogger,
      modules: [replayAuditModule],
    });
  };

  it('is for admins only', async () => {
    for (const cookie of [s.cookies.user, s.cookies.readonly]) {
      expect((await s.call('POST', '/api/audit/replay', cookie, {})).statusCode).toBe(403);
      expect((await s.call('GET', '/api/audit/replay', cookie)).statusCode).toBe(403);
    }
    expect(await status()).toBeNull();
  });

  it('starts a run, refuses a second with 409, shows its progress and then that all matches', async () => {
    const started = await s.call('POST', '/api/audit/replay', s.cookies.admin, {});
    expect(started.statusCode, started.body).toBe(202);
    const { runId } = started.json() as { runId: string };
    const again = await s.call('POST', '/api/audit/replay', s.cookies.admin, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Ya hay una verificación de proyecciones en curso. Espere a que termine.',
    );
    expect(await status()).toMatchObject({
      runId,
      status: 'en_curso',
      percent: 0,
      requestedBy: 'Administrador',
    });

    // The live sales table locked: the job stops in its first phase, where the screen can see it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const lock = s.t.readDb.transaction().execute(async (trx) => {
      await sql`lock table read_models.sales in access exclusive mode`.execute(trx);
      locked();
      await held;
    });
    await isLocked;
    await startWorker();
    let seen: Awaited<ReturnType<typeof status>> = null;
    for (let i = 0; i < 300 && seen?.phase !== 'copia'; i++) {
      seen = await status();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen).toMatchObject({ runId, status: 'en_curso', phase: 'copia', percent: 0 });
    release();
    await lock;

    const run = await finished();
    expect(run).toMatchObject({
      runId,
      status: 'coincide',
      percent: 100,
      rowsDiffering: 0,
      differences: [],
      failure: null,
      mixedPositions: false,
    });
    expect(run.position).toMatch(/^\d+:\d+$/);
    expect(run.rowsCompared).toBeGreaterThan(10);
    expect(run.finishedAt).not.toBeNull();
  });

  it('lists in the result the cell edited by hand in a read model', async () => {
    const sale = await s.sell();
    await sql`update read_models.sales set medio_pago = 'tarjeta' where id = ${sale.id}`.execute(s.t.readDb);
    const started = await s.call('POST', '/api/audit/replay', s.cookies.admin, {});
    expect(started.statusCode, started.body).toBe(202);
    const run = await finished();
    expect(run).toMatchObject({ runId: started.json().runId, status: 'difiere', rowsDiffering: 1 });
    expect(run.differences).toEqual([
      {
        table: 'sales',
        key: `id=${sale.id}`,
        column: 'medio_pago',
        live: '"tarjeta"',
        replayed: '"efectivo"',
      },
    ]);
  });
  it('reports a check that could not finish, and lets the admin start again', async () => {
    await sql`alter table read_models.logos rename to logos_aside`.execute(s.t.readDb);
    try {
      const started = await s.call('POST', '/api/audit/replay', s.cookies.admin, {});
      expect(started.statusCode, started.body).toBe(202);
      const run = await finished();
      expect(run).toMatchObject({ status: 'fallida', rowsDiffering: 0, differences: [] });
      expect(run.failure).toMatch(
        /^La verificación no pudo terminar; el detalle está en el registro del servicio fiscal \(ejecución .+\)$/,
      );
    } finally {
      await sql`alter table read_models.logos_aside rename to logos`.execute(s.t.readDb);
    }
    const again = await s.call('POST', '/api/audit/replay', s.cookies.admin, {});
    expect(again.statusCode).toBe(202);
    expect((await finished()).status).toBe('difiere');
  });
});
