import { setTimeout as sleep } from 'node:timers/promises';
import type { CashSessionDto } from '@lavadero/contracts/cash-sessions';
import { cashSalesOf } from '@lavadero/domain/cash/cash-sales-ledger';
import type { CashSessionClosed } from '@lavadero/domain/cash/events';
import { comparePositions, positionFromString } from '@lavadero/event-store/event-store';
import { allProjections } from '@lavadero/read-models/projections';
import { rebuildReadModels } from '@lavadero/read-models/rebuild';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SalesTestServer, startSalesTestServer } from '../../test-support/sales-test-kit';
import { TEST_POSTGRES_URL } from '../../test-support/scratch-database';

describe.each(['pglite', 'postgres'] as const)('cajas (%s)', (database) => {
  let s: SalesTestServer;
  beforeAll(async () => {
    s = await startSalesTestServer({ database });
  });
  afterAll(() => s.t.close());

  const ok = async (res: { statusCode: number; body: string; json(): unknown }, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as CashSessionDto;
  };
  const open = (cookie: string, body: unknown) => s.call('POST', '/api/cash-sessions', cookie, body);
  const current = async (cookie: string) =>
    ((await s.call('GET', '/api/cash-sessions/current', cookie)).json() as { caja: CashSessionDto | null })
      .caja;
  const move = (cookie: string, id: string, body: unknown) =>
    s.call('POST', `/api/cash-sessions/${id}/movements`, cookie, body);
  const close = (cookie: string, id: string, body: unknown) =>
    s.call('POST', `/api/cash-sessions/${id}/close`, cookie, body);

  it('a day: open, sell, void, move cash, close with a difference; the closing replays from the events', async () => {
    const { cookies } = s;
    const caja = await ok(await open(cookies.user, { denominaciones: { '100000': 1, '5000': 2 } }), 201);
    expect(caja).toMatchObject({ estado: 'abierta', figuras: { fondoInicial: 110_000, esperado: 110_000 } });
    // Two tabs of the same user see the same caja; a second opening is refused.
    expect((await current(cookies.user))?.id).toBe(caja.id);
    expect(await s.refused(open(cookies.user, { monto: 0 }), 409)).toMatchObject({
      code: 'CASH_SESSION_ALREADY_OPEN',
    });

    const cash = await s.sell(); // 85.000 in cash
    await s.sell(s.saleBody({ medioPago: 'tarjeta_debito', units: 0 })); // 50.000 by card
    const voided = await s.sell(s.saleBody({ units: 2 })); // 120.000 in cash, then voided by the admin
    const adminCaja = await ok(await open(cookies.admin, { monto: 0 }), 201);
    expect((await s.call('DELETE', `/api/sales/${voided.id}`, cookies.admin)).statusCode).toBe(200);
    await ok(
      await move(cookies.user, caja.id, { kind: 'retiro', monto: '100.000', motivo: 'A la caja fuerte' }),
    );
    await ok(
      await move(cookies.user, caja.id, {
        kind: 'gasto',
        monto: 15_000,
        motivo: 'Esponjas',
        comprobante: '001-001-0000456',
      }),
    );
    const beforeClose = await ok(
      await move(cookies.user, caja.id, { kind: 'ingreso', monto: 20_000, motivo: 'Cambio' }),
    );
    // 110.000 + 85.000 + 120.000 − 100.000 − 15.000 + 20.000: the void is the admin's caja's.
    expect(beforeClose.figuras).toMatchObject({
      ventasEfectivo: 205_000,
      esperado: 220_000,
      retiros: 100_000,
    });
    expect(cash.id).toBeTruthy();

    const closed = await ok(await close(cookies.user, caja.id, { monto: 215_000 }));
    expect(closed).toMatchObject({ estado: 'cerrada', contado: 215_000, diferencia: -5_000 });
    expect(closed.figuras.porMedio).toEqual([
      { medioPago: 'efectivo', ventas: 205_000, anulaciones: 0, neto: 205_000 },
      { medioPago: 'tarjeta_debito', ventas: 50_000, anulaciones: 0, neto: 50_000 },
    ]);
    const adminClosed = await ok(await close(cookies.admin, adminCaja.id, { monto: 0 }));
    expect(adminClosed).toMatchObject({
      figuras: { anulacionesEfectivo: 120_000, esperado: -120_000 },
      diferencia: 120_000,
    });

    // Auditability: the log up to the closing's position gives the closing's sales figures.
    const events = await s.t.allEvents();
    const closing = events.find(
      (e) => e.type === 'CashSessionClosed' && (e.data as CashSessionClosed['data']).sessionId === caja.id,
    );
    const data = closing?.data as CashSessionClosed['data'];
    const through = positionFromString(data.throughPosition);
    const replayed = cashSalesOf(
      events.filter((e) => comparePositions(e.position, through) <= 0),
      caja.id,
    );
    expect(
      replayed.porMedio
        .map((m) => ({ ...m, neto: m.ventas - m.anulaciones }))
        .sort((a, b) => a.medioPago.localeCompare(b.medioPago)),
    ).toEqual(data.porMedio);

    // History, Z report, and a movement into the closed caja.
    const detail = (await s.call('GET', `/api/cash-sessions/${caja.id}`, cookies.user)).json();
    expect(detail.movimientos.map((m: { kind: string }) => m.kind).sort()).toEqual(
      ['apertura', 'venta', 'venta', 'venta', 'retiro', 'gasto', 'ingreso', 'cierre'].sort(),
    );
    const z = (await s.call('GET', `/api/cash-sessions/${caja.id}/z-report`, cookies.user)).json();
    expect(z).toMatchObject({ cantidadVentas: 3, cantidadAnulaciones: 0, caja: { diferencia: -5_000 } });
    expect(await s.refused(move(cookies.user, caja.id, { kind: 'retiro', monto: 1_000 }), 409)).toMatchObject(
      {
        code: 'CASH_SESSION_CLOSED',
      },
    );
    expect(await current(cookies.user)).toBeNull();

    // A correction is an admin's, with a reason, as a new event.
    await s.refused(
      s.call('POST', `/api/cash-sessions/${caja.id}/corrections`, cookies.user, {
        contado: { monto: 220_000 },
        motivo: 'Recuento',
      }),
      403,
    );
    const corrected = await ok(
      await s.call('POST', `/api/cash-sessions/${caja.id}/corrections`, cookies.admin, {
        contado: { monto: 220_000 },
        motivo: 'Billete en el cajón de monedas',
      }),
    );
    expect(corrected).toMatchObject({
      contado: 220_000,
      diferencia: 0,
      correcciones: 1,
      figuras: { esperado: 220_000 },
    });

    // Its events in its history, in the auditor's words; another cashier may not read it.
    const history = await s.call('GET', `/api/cash-sessions/${caja.id}/history`, cookies.user);
    expect(history.statusCode, history.body).toBe(200);
    const entries = history.json() as {
      kind: string;
      title: string;
      details: { label: string; value: string }[];
    }[];
    expect(entries.map((e) => e.kind)).toEqual([
      'opened',
      'retiro',
      'gasto',
      'ingreso',
      'closed',
      'corrected',
    ]);
    expect(entries[4]?.details).toContainEqual({ label: 'Diferencia', value: 'Gs. -5.000' });
    expect(entries[5]?.details).toContainEqual({ label: 'Motivo', value: 'Billete en el cajón de monedas' });
    expect((await s.call('GET', `/api/cash-sessions/${adminCaja.id}/history`, cookies.user)).statusCode).toBe(
      403,
    );

    // The read models equal a rebuild from the events.
    const snapshot = async () => ({
      sessions: await s.t.readDb.selectFrom('cashSessions').selectAll().orderBy('id').execute(),
      entries: await s.t.readDb.selectFrom('cashSessionEntries').selectAll().orderBy('id').execute(),
      payments: await s.t.readDb.selectFrom('cashSalePayments').selectAll().orderBy('saleId').execute(),
    });
    const live = await snapshot();
    await s.t.runner.stop();
    await rebuildReadModels(
      s.t.readDb,
      s.t.store,
      allProjections.filter((p) => p.name === 'cash_sessions'),
    );
    expect(await snapshot()).toEqual(live);
    await s.t.runner.start();
  });

  it('refuses bad amounts, other users, and a readonly user, in Spanish, appending nothing', async () => {
    const { cookies } = s;
    expect((await s.refused(open(cookies.user, { monto: -5 }), 400)).message).toContain(
      'no puede ser negativo',
    );
    expect((await s.refused(open(cookies.user, { monto: 10.5 }), 400)).message).toContain('sin decimales');
    await s.refused(open(cookies.user, { denominaciones: { '300': 1 } }), 400);
    await s.refused(open(cookies.user, {}), 400);
    await s.refused(open(cookies.readonly, { monto: 0 }), 403);
    const caja = await ok(await open(cookies.user, { monto: 50_000 }), 201);
    await s.refused(move(cookies.user, caja.id, { kind: 'retiro', monto: 0 }), 400);
    await s.refused(move(cookies.user, caja.id, { kind: 'retiro', monto: '1.000,5' }), 400);
    await s.refused(move(cookies.user, caja.id, { kind: 'gasto', monto: 1_000 }), 400);
    await s.refused(close(cookies.user, caja.id, { monto: -1 }), 400);
    // Another cashier may neither close nor read this caja; an admin may close one left open.
    const other = await s.t.createUser(cookies.admin, `otra_${caja.id.slice(0, 6)}`, 'user');
    const otherCookie = (await s.t.login(other.username, 'Secreto123')).cookie;
    expect(await s.refused(close(otherCookie, caja.id, { monto: 0 }), 403)).toMatchObject({
      code: 'NOT_YOUR_CASH_SESSION',
    });
    await s.refused(move(otherCookie, caja.id, { kind: 'ingreso', monto: 1_000 }), 403);
    expect((await s.call('GET', `/api/cash-sessions/${caja.id}`, otherCookie)).statusCode).toBe(403);
    const open_ = (
      await s.call('GET', '/api/cash-sessions?estado=abierta', cookies.admin)
    ).json() as CashSessionDto[];
    expect(open_.map((c) => c.id)).toContain(caja.id);
    expect((await s.call('GET', '/api/cash-sessions', otherCookie)).json()).toEqual([]);
    expect(await ok(await close(cookies.admin, caja.id, { monto: 50_000 }))).toMatchObject({
      estado: 'cerrada',
      diferencia: 0,
    });
  });

  it.runIf(database === 'postgres')(
    'a closing counts a sale stored while a transaction elsewhere on the server held readers back',
    async () => {
      const caja = await ok(await open(s.cookies.user, { monto: 0 }), 201);
      // Another database's transaction, still running: readers of every database stop below it.
      const elsewhere = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await elsewhere.connect();
      await elsewhere.query('BEGIN');
      await elsewhere.query('SELECT pg_current_xact_id()');
      const before = await s.t.store.lastStoredPosition();
      const selling = s.call('POST', '/api/sales', s.cookies.user, s.saleBody()); // 85.000 in cash
      while (comparePositions(await s.t.store.lastStoredPosition(), before) <= 0) await sleep(10);
      // The sale is stored, not yet readable: the closing must wait for it, not close without it.
      const closing = close(s.cookies.user, caja.id, { monto: 85_000 });
      await sleep(100); // the closing has looked for where the events end (it may wait 2 s there)
      await elsewhere.query('COMMIT');
      await elsewhere.end();
      expect((await selling).statusCode).toBe(201);
      const closed = await ok(await closing);
      expect(closed.figuras).toMatchObject({ ventasEfectivo: 85_000, esperado: 85_000 });
      expect(closed.diferencia).toBe(0);
    },
  );

  it('two closings of one caja at once: one closes it, the other is refused with 409', async () => {
    const caja = await ok(await open(s.cookies.user, { monto: 10_000 }), 201);
    const before = await s.eventCount();
    const answers = await Promise.all([
      close(s.cookies.user, caja.id, { monto: 10_000 }),
      close(s.cookies.admin, caja.id, { monto: 9_000 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe('La caja ya está cerrada');
    // One closing and one release of the drawer.
    expect(await s.eventCount()).toBe(before + 2);
    // The drawer is free again: the cashier may open the next caja.
    await ok(await open(s.cookies.user, { monto: 0 }), 201);
  });
});
