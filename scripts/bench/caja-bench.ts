import { randomBytes } from 'node:crypto';
import { BENCH_ADMIN, startAppUnderTest } from './app-under-test';
import { combined, inTurns, load, loadRows, postJson, ratioRow, throughputs } from './load';
import type { BenchRow } from './measure';
import { login, prepareSales } from './sale-setup';

/** Apart from the sales part's ports, so both may run at once. */
const PORT = 6496;
/** Sales per run; the four runs with the caja (`inTurns`) make the day its closing counts. */
const RUN = 500;
const CONNECTIONS = 8;
const WARM_UP = 100;

async function send(base: string, method: 'POST' | 'PUT', path: string, cookie: string, body: unknown) {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return { ms, json: (await res.json()) as { id: string; figuras?: { ventasEfectivo: number } } };
}

/**
 * The caja's cost on the sale's path and its closing (issue 24), in one process set per mode:
 * POST /api/sales by a cashier without a caja while 'Caja abierta obligatoria para vender' is off,
 * beside the same sale by a cashier with an open caja while it is on (the sale then looks the
 * seller's caja up, and the cajas read model files each sale under it), in alternating runs so the
 * machine's load falls on both; then the closing of that caja after its 2,000 sales.
 */
export async function benchCaja(mode: 'distributed' | 'embedded'): Promise<BenchRow[]> {
  const app = await startAppUnderTest(mode, PORT);
  try {
    const { base } = app;
    const admin = await login(base, BENCH_ADMIN.username, BENCH_ADMIN.password);
    const withoutCaja = await prepareSales(base, BENCH_ADMIN, 100_000);
    // A second cashier selling the same lines: the one who opens a caja.
    const username = `cajera_${randomBytes(3).toString('hex')}`;
    await send(base, 'POST', '/api/users', admin, {
      username,
      password: 'Secreto123',
      fullName: 'Cajera con caja',
      role: 'user',
      monthlyInvoiceLimit: 10_000,
    });
    const withCaja = { ...withoutCaja, cookie: await login(base, username, 'Secreto123') };
    const setting = (cajaObligatoria: boolean) =>
      send(base, 'PUT', '/api/cash-settings', admin, { cajaObligatoria });
    const caja = (await send(base, 'POST', '/api/cash-sessions', withCaja.cookie, { monto: 500_000 })).json;
    const sales = async (seller: typeof withCaja, requests: number) =>
      load({
        ...postJson(`${base}/api/sales`, await seller.saleOfNewProduct(), seller.cookie),
        requests,
        connections: CONNECTIONS,
      });
    await sales(withoutCaja, WARM_UP);

    // In turns, so that neither side always runs first or right after a setting change.
    const side = (withIt: boolean) => async () => {
      await setting(withIt);
      return sales(withIt ? withCaja : withoutCaja, RUN);
    };
    const runs = await inTurns([side(false), side(true)]);
    const rows: BenchRow[] = [];
    const [without, withIt] = [combined(runs[0]), combined(runs[1])];
    const label = (what: string) =>
      `${mode}: POST /api/sales ${what} (${CONNECTIONS} conn, ${without.requests})`;
    rows.push(...loadRows(label('without caja, setting off'), without, 'sales/s'));
    rows.push(...loadRows(label('with open caja, setting on'), withIt, 'sales/s'));
    rows.push({
      ...ratioRow(`ratio ${mode}: with caja / without`, withIt, without),
      unit: `× without (p50 ${withIt.p50.toFixed(1)} vs ${without.p50.toFixed(1)} ms; per run ${runs
        .map(throughputs)
        .join(' vs ')} sales/s)`,
    });

    // The caja's live figures (the same sums the closing makes), once the projections have drained
    // the last run: the closing alone, not the tail of the load, is what is timed next.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const live = await load({
      url: `${base}/api/cash-sessions/current`,
      method: 'GET',
      headers: { cookie: withCaja.cookie },
      requests: 50,
      connections: 1,
    });
    rows.push({
      name: `${mode}: GET /api/cash-sessions/current of 2,000 sales p50`,
      value: live.p50,
      unit: 'ms',
    });
    // The closing after the day of sales: the route waits for the read model, sums the caja's
    // entries, appends the closing and answers the closed caja.
    const counted = (
      await fetch(`${base}/api/cash-sessions/current`, { headers: { cookie: withCaja.cookie } }).then(
        (r) => r.json() as Promise<{ caja: { figuras: { ventasEfectivo: number } } }>,
      )
    ).caja.figuras.ventasEfectivo;
    const closing = await send(base, 'POST', `/api/cash-sessions/${caja.id}/close`, withCaja.cookie, {
      monto: 500_000 + counted,
    });
    rows.push({
      name: `${mode}: closing a caja of ${(counted / 85_000).toLocaleString('en-US')} sales`,
      value: closing.ms,
      unit: 'ms',
    });
    return rows;
  } finally {
    await app.stop();
  }
}
