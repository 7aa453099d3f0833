import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ElectronicTestServer,
  startElectronicTestServer,
} from '../../test-support/electronic-documents-test-kit';

describe.each(['pglite', 'postgres'] as const)('the electronic documents on %s', (database) => {
  let s: ElectronicTestServer;
  let approvedId: string;
  let rejectedId: string;
  let pendingId: string;
  beforeAll(async () => {
    s = await startElectronicTestServer(database);
    approvedId = (await s.sell()).id;
    await s.approve(approvedId);
    rejectedId = (await s.sell()).id;
    await s.reject(rejectedId);
    pendingId = (await s.sell()).id;
  });
  afterAll(() => s.t.close());

  const list = (query = '', cookie = s.cookies.admin) =>
    s.call('GET', `/api/electronic-documents${query}`, cookie);

  it('every role reads the list, newest first, with the counts by state', async () => {
    for (const cookie of [s.cookies.admin, s.cookies.user, s.cookies.readonly]) {
      const res = await list('', cookie);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.documentos.map((d: { id: string }) => d.id)).toEqual([pendingId, rejectedId, approvedId]);
      expect(body.conteos).toEqual({
        pendiente: 1,
        enviado: 0,
        aprobado: 1,
        aprobado_observacion: 0,
        rechazado: 1,
        cancelado: 0,
      });
      expect(body.inutilizacionesPendientes).toBe(0);
    }
    expect((await list('', null as unknown as string)).statusCode).toBe(401);
  });

  it('filters by state and by day of issue; the counts follow the days only', async () => {
    const rejected = (await list('?estado=rechazado')).json();
    expect(rejected.documentos).toHaveLength(1);
    expect(rejected.documentos[0]).toMatchObject({
      id: rejectedId,
      estado: 'rechazado',
      codigo: '1255',
      mensaje: 'RUC del receptor inexistente',
      numeroFactura: '001-002-0000002',
      timbrado: '80012345',
      fecha: '2026-11-23',
    });
    expect(rejected.conteos.aprobado).toBe(1);
    const approved = (await list('?estado=aprobado&desde=2026-11-23&hasta=2026-11-23')).json();
    expect(approved.documentos.map((d: { id: string }) => d.id)).toEqual([approvedId]);
    expect(approved.documentos[0].protocolo).toBe('4321');
    const otherDays = (await list('?desde=2026-11-24')).json();
    expect(otherDays.documentos).toEqual([]);
    expect(Object.values(otherDays.conteos).every((n) => n === 0)).toBe(true);
  });

  it('refuses a state or a day it does not know, in Spanish', async () => {
    const badState = await list('?estado=perdido');
    expect(badState.statusCode).toBe(400);
    expect(badState.body).toContain('El estado debe ser uno de');
    const badDay = await list('?desde=2026-02-30');
    expect(badDay.statusCode).toBe(400);
    expect(badDay.body).toContain('La fecha Desde debe tener el formato AAAA-MM-DD');
    const reversed = await list('?desde=2026-11-24&hasta=2026-11-23');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain('La fecha Desde no puede ser posterior a Hasta');
  });

  it('carries the state on the sale DTO, in the list and in the invoice viewer', async () => {
    const sales = (await s.call('GET', '/api/sales', s.cookies.user)).json();
    const byId = new Map(sales.map((sale: { id: string }) => [sale.id, sale]));
    expect(byId.get(approvedId)).toMatchObject({ electronico: { estado: 'aprobado', codigo: null } });
    expect(byId.get(rejectedId)).toMatchObject({
      electronico: { estado: 'rechazado', mensaje: 'RUC del receptor inexistente' },
    });
    expect(byId.get(pendingId)).toMatchObject({ electronico: { estado: 'pendiente', cdc: '' } });
    const full = (await s.call('GET', `/api/sales/${approvedId}/full`, s.cookies.user)).json();
    expect(full.sale.electronico.qrUrl).toContain('/qr?nVersion=150');
    expect(full.sale.electronico.cdc).toHaveLength(44);
  });

  it('gives the signed XML to admins and auditors, not to cashiers', async () => {
    const url = `/api/sales/${approvedId}/electronic-document`;
    for (const cookie of [s.cookies.admin, s.cookies.readonly]) {
      const res = await s.call('GET', url, cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="\d{44}\.xml"$/);
      expect(res.body).toMatch(
        /^<rDE xmlns="http:\/\/ekuatia\.set\.gov\.py\/sifen\/xsd"><DE Id="\d{44}"\/><\/rDE>$/,
      );
    }
    const cashier = await s.call('GET', url, s.cookies.user);
    expect(cashier.statusCode).toBe(403);
    expect(cashier.json().message).toBe('Solo un administrador o un auditor puede descargar el XML.');
    const unsigned = await s.call('GET', `/api/sales/${pendingId}/electronic-document`, s.cookies.admin);
    expect(unsigned.statusCode).toBe(404);
    expect(unsigned.json().message).toBe('La venta no tiene un documento electrónico firmado');
  });

  it('an admin resends a rejected document with a new security code; nobody else may', async () => {
    const before = await s.eventCount();
    for (const cookie of [s.cookies.user, s.cookies.readonly]) {
      const res = await s.call('POST', `/api/electronic-documents/${rejectedId}/resend`, cookie, {});
      expect(res.statusCode).toBe(403);
    }
    const approved = await s.call(
      'POST',
      `/api/electronic-documents/${approvedId}/resend`,
      s.cookies.admin,
      {},
    );
    expect(approved.statusCode).toBe(409);
    expect(approved.json().message).toBe('Solo un documento rechazado puede volver a enviarse');
    expect(await s.eventCount()).toBe(before);

    const codeBefore = (await s.issued(rejectedId)).codigoSeguridad;
    const res = await s.call('POST', `/api/electronic-documents/${rejectedId}/resend`, s.cookies.admin, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: rejectedId, estado: 'pendiente', codigo: null, mensaje: null });
    const stream = await s.t.store.readStream(`sale-fiscal-${rejectedId}`);
    const requested = stream.at(-1);
    expect(requested?.type).toBe('ElectronicDocumentResendRequested');
    const newCode = (requested?.data as { newCodigoSeguridad: string } | undefined)?.newCodigoSeguridad;
    expect(newCode).toMatch(/^\d{9}$/);
    expect(newCode).not.toBe(codeBefore);
  });

  it('an admin asks for the pending inutilizaciones only when some number waits for one', async () => {
    const url = '/api/electronic-documents/inutilizations';
    const none = await s.call('POST', url, s.cookies.admin, {});
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('No hay números pendientes de inutilización');

    expect((await s.call('DELETE', `/api/sales/${pendingId}`, s.cookies.admin)).statusCode).toBe(200);
    await s.withdraw(pendingId);
    expect((await list()).json().inutilizacionesPendientes).toBe(1);
    expect((await s.call('POST', url, s.cookies.readonly, {})).statusCode).toBe(403);
    expect((await s.call('POST', url, s.cookies.user, {})).statusCode).toBe(403);
    const res = await s.call('POST', url, s.cookies.admin, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().pendientes).toBe(1);
    const log = await s.t.store.readStream('sifen-inutilization-requests');
    expect(log.map((e) => e.type)).toEqual(['NumbersInutilizationRequested']);
    expect((log[0]?.data as { requestId: string } | undefined)?.requestId).toBe(res.json().solicitud);
  });

  it('warns the dashboard of rejected documents and of those waiting more than 24 h', async () => {
    const alerts = async () =>
      (await s.call('GET', '/api/electronic-documents/alerts', s.cookies.user)).json();
    const fresh = (await s.sell()).id;
    expect(await alerts()).toEqual({ rechazados: 0, demorados: 0 });
    s.clock.set('2026-11-24T14:00:00.000Z');
    expect(await alerts()).toEqual({ rechazados: 0, demorados: 2 });
    const late = (await list()).json().documentos.find((d: { id: string }) => d.id === fresh);
    expect(late.demorado).toBe(true);
    await s.reject(fresh);
    expect(await alerts()).toEqual({ rechazados: 1, demorados: 1 });
  });
});

describe('voiding an approved electronic invoice', () => {
  let s: ElectronicTestServer;
  beforeAll(async () => {
    s = await startElectronicTestServer('pglite');
  });
  afterAll(() => s.t.close());

  it('more than 48 h after approval is refused: it needs a nota de crédito, nothing is appended', async () => {
    const sale = await s.sell();
    await s.approve(sale.id);
    s.clock.set('2026-11-25T13:00:01.000Z');
    const before = await s.eventCount();
    const res = await s.call('DELETE', `/api/sales/${sale.id}`, s.cookies.admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Pasaron más de 48 horas desde la aprobación: la factura electrónica requiere una nota de crédito y no se anula',
    );
    expect(await s.eventCount()).toBe(before);
  });

  it('within the window it is voided as any sale', async () => {
    const sale = await s.sell();
    await s.approve(sale.id);
    s.clock.set('2026-11-25T15:00:00.000Z');
    const res = await s.call('DELETE', `/api/sales/${sale.id}`, s.cookies.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ anulada: true, electronico: { estado: 'aprobado' } });
  });
});
