import type { CashSessionDto, CashTodayDto } from '@lavadero/contracts/cash-sessions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SalesTestServer, startSalesTestServer } from '../../test-support/sales-test-kit';

describe.each(['pglite', 'postgres'] as const)(
  'caja abierta obligatoria y cajas del día (%s)',
  (database) => {
    let s: SalesTestServer;
    beforeAll(async () => {
      s = await startSalesTestServer({ database });
    });
    afterAll(() => s.t.close());

    const settings = (cookie: string, body: unknown) => s.call('PUT', '/api/cash-settings', cookie, body);
    const openCaja = async (cookie: string, monto: number) => {
      const res = await s.call('POST', '/api/cash-sessions', cookie, { monto });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as CashSessionDto;
    };
    const today = async () => {
      const res = await s.call('GET', '/api/cash-sessions/today', s.cookies.admin);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as CashTodayDto;
    };

    it('sells without a caja while the setting is off; with it on, refuses a seller without one', async () => {
      const { cookies } = s;
      expect((await s.call('GET', '/api/cash-settings', cookies.user)).json()).toEqual({
        cajaObligatoria: false,
        updatedAt: null,
      });
      await s.sell();

      // Only an admin changes it, with a well-formed body.
      await s.refused(settings(cookies.user, { cajaObligatoria: true }), 403);
      await s.refused(settings(cookies.admin, { cajaObligatoria: 'si' }), 400);
      const on = await settings(cookies.admin, { cajaObligatoria: true });
      expect(on.json()).toMatchObject({ cajaObligatoria: true });
      // Saving what is already saved appends nothing.
      const events = await s.eventCount();
      expect((await settings(cookies.admin, { cajaObligatoria: true })).statusCode).toBe(200);
      expect(await s.eventCount()).toBe(events);

      const refusal = await s.refused(s.call('POST', '/api/sales', cookies.user, s.saleBody()), 409);
      expect(refusal).toMatchObject({ code: 'CASH_SESSION_REQUIRED' });
      expect(refusal.message).toContain('necesita una caja abierta');

      const caja = await openCaja(cookies.user, 20_000);
      const body = s.saleBody();
      const sale = await s.sell(body);
      const current = (await s.call('GET', '/api/cash-sessions/current', cookies.user)).json();
      expect(current.caja).toMatchObject({ id: caja.id, figuras: { ventasEfectivo: sale.total } });

      // Closed, the caja no longer lets its cashier sell.
      expect(
        (await s.call('POST', `/api/cash-sessions/${caja.id}/close`, cookies.user, { monto: 0 })).statusCode,
      ).toBe(200);
      await s.refused(s.call('POST', '/api/sales', cookies.user, s.saleBody()), 409);
      // A retry of the sale stored while it was open still answers with that sale.
      const retry = await s.call('POST', '/api/sales', cookies.user, body);
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json()).toMatchObject({ id: sale.id, numeroFactura: sale.numeroFactura });

      // Off again: everyone sells as before.
      expect((await settings(cookies.admin, { cajaObligatoria: false })).json()).toMatchObject({
        cajaObligatoria: false,
      });
      await s.sell();
    });

    it("shows the admin every open caja and today's closings; an admin closes one left open, a cashier may not", async () => {
      const { cookies } = s;
      const caja = await openCaja(cookies.user, 30_000);
      const sale = await s.sell();
      expect((await s.call('GET', '/api/cash-sessions/today', cookies.user)).statusCode).toBe(403);
      expect((await s.call('GET', '/api/cash-sessions/today', cookies.readonly)).statusCode).toBe(403);

      const before = await today();
      expect(before.dia).toBe('2026-11-21');
      expect(before.abiertas.find((c) => c.id === caja.id)).toMatchObject({
        userId: caja.userId,
        openedAt: caja.openedAt,
        figuras: { esperado: 30_000 + sale.total },
      });

      const other = await s.t.createUser(cookies.admin, `otro_${caja.id.slice(0, 6)}`, 'user');
      const otherCookie = (await s.t.login(other.username, 'Secreto123')).cookie;
      expect(
        await s.refused(
          s.call('POST', `/api/cash-sessions/${caja.id}/close`, otherCookie, { monto: 0 }),
          403,
        ),
      ).toMatchObject({ code: 'NOT_YOUR_CASH_SESSION' });

      const closed = await s.call('POST', `/api/cash-sessions/${caja.id}/close`, cookies.admin, {
        monto: 30_000,
      });
      expect(closed.json()).toMatchObject({ estado: 'cerrada', diferencia: -sale.total });
      const after = await today();
      expect(after.abiertas.map((c) => c.id)).not.toContain(caja.id);
      expect(after.cierres.find((c) => c.id === caja.id)).toMatchObject({
        diferencia: -sale.total,
        contado: 30_000,
      });

      // The next Asunción day starts with no closings of its own.
      s.clock.set('2026-11-22T03:00:00.000Z');
      expect((await today()).cierres.map((c) => c.id)).not.toContain(caja.id);
      s.clock.set('2026-11-21T13:00:00.000Z');
    });
  },
);
