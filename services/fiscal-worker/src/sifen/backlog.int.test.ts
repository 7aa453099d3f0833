import { toSaleFiscalStreamId } from '@lavadero/domain/electronic-documents/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SifenWorld } from '../../test-support/sifen-world';

const poll = { timeout: 150_000, interval: 500 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the fiscal worker under a backlog, an outage and a crash (PostgreSQL, BullMQ on Redis)', () => {
  const world = new SifenWorld();

  /** Every sale's fiscal event types, in one read of the streams. */
  const histories = async (sales: readonly string[]) => {
    const streams = await world.store.readStreams(sales.map(toSaleFiscalStreamId));
    return sales.map((id) =>
      (streams.get(toSaleFiscalStreamId(id)) ?? []).map((e) => e.type.replace('ElectronicDocument', '')),
    );
  };
  const approvedOnce = async (sales: readonly string[]) => {
    const all = await histories(sales);
    return all.every((types) => types.filter((t) => t === 'Approved').length === 1);
  };
  /** Each sale's DE reached the simulator exactly as approved, none refused as a duplicate. */
  const assertDeliveredOnce = async (sales: readonly string[]) => {
    for (const types of await histories(sales)) {
      expect(types.filter((t) => t === 'Approved')).toHaveLength(1);
      expect(types).not.toContain('Rejected');
    }
    // The read model follows the events a moment later.
    const rows = async () => Promise.all(sales.map((id) => world.row(id)));
    await expect.poll(async () => (await rows()).every((row) => row?.estado === 'aprobado'), poll).toBe(true);
    for (const row of await rows())
      expect(world.sim.documents.get(row?.cdc ?? '')?.protocol).toBe(row?.protocol);
  };

  beforeAll(async () => {
    // Lotes stay "en procesamiento" (0361) for 3 polls before their results (0362).
    await world.start('postgres', 3);
  }, 120_000);
  afterAll(() => world.close(), 120_000);

  it('a backlog goes in lotes of up to 50, polled until concluded', async () => {
    const worker = await world.startWorker();
    // SIFEN answers slowly: while the first sends wait, the others pile up and leave as lotes.
    world.sim.hooks.delayAnswers(400);
    const sales = await world.sales.issueMany(40);
    await expect.poll(() => approvedOnce(sales), poll).toBe(true);
    world.sim.hooks.delayAnswers(0);
    const all = await histories(sales);
    const inLotes = all.filter((types) => types.includes('LoteReceived'));
    expect(inLotes.length).toBeGreaterThanOrEqual(5);
    expect(all.filter((types) => !types.includes('LoteReceived')).length).toBeGreaterThan(0);
    await assertDeliveredOnce(sales);
    await world.stopWorker(worker);
  }, 200_000);

  it('the simulator down for a while: documents wait, then all are sent once', async () => {
    const worker = await world.startWorker();
    const down = world.simulatorDown(3_000);
    await sleep(100);
    const sales = await world.sales.issueMany(10);
    await down;
    await expect.poll(() => approvedOnce(sales), poll).toBe(true);
    const all = await histories(sales);
    // Those tried while it was down waited and went again; none was lost.
    expect(all.some((types) => types.includes('DeliveryFailed'))).toBe(true);
    await assertDeliveredOnce(sales);
    await world.stopWorker(worker);
  }, 200_000);

  it('two workers share the documents: each is sent and approved exactly once', async () => {
    const workers = [await world.startWorker(), await world.startWorker()];
    const sales = await world.sales.issueMany(40);
    await expect.poll(() => approvedOnce(sales), poll).toBe(true);
    await assertDeliveredOnce(sales);
    for (const worker of workers) await world.stopWorker(worker);
  }, 200_000);

  it('a worker killed mid-lote and another started: every document ends approved exactly once', async () => {
    const child = await world.spawnWorker();
    world.sim.hooks.delayAnswers(300);
    const sales = await world.sales.issueMany(40);
    // Killed as soon as a lote is in process, or at least documents are on their way.
    await expect
      .poll(async () => {
        const all = await histories(sales);
        return all.filter((types) => types.at(-1) === 'Sent' || types.at(-1) === 'LoteReceived').length >= 5;
      }, poll)
      .toBe(true);
    child.kill('SIGKILL');
    world.sim.hooks.delayAnswers(0);
    const before = await histories(sales);
    expect(before.some((types) => !types.includes('Approved'))).toBe(true);
    await world.startWorker();
    await expect.poll(() => approvedOnce(sales), poll).toBe(true);
    await assertDeliveredOnce(sales);
  }, 200_000);
});
