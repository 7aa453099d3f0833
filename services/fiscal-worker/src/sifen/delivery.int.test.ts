import { randomUUID } from 'node:crypto';
import { electronicDocumentDecider } from '@lavadero/domain/electronic-documents/electronic-document-decide';
import { toSaleFiscalStreamId } from '@lavadero/domain/electronic-documents/events';
import {
  INUTILIZATION_REQUESTS_STREAM_ID,
  type NumbersInutilizationRequested,
} from '@lavadero/domain/electronic-documents/inutilization-requests';
import { handleCommand } from '@lavadero/event-store/handle-command';
import { buildFacturaElectronica } from '@lavadero/fiscal/sifen/document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SifenWorld } from '../../test-support/sifen-world';
import { checkOwnRuc } from './own-ruc-check';
import { facturaInputOf } from './sale-document';

const HOUR = 3_600_000;
const poll = { timeout: 20_000, interval: 50 };

describe('the fiscal worker against the SIFEN simulator (PGlite, BullMQ on Redis)', () => {
  const world = new SifenWorld();
  const estado = async (saleId: string) => (await world.row(saleId))?.estado;

  beforeAll(async () => {
    await world.start('pglite');
    await world.startWorker();
  }, 120_000);
  afterAll(() => world.close(), 60_000);

  it('signs, sends and records the approval of an electronic sale, once', async () => {
    const saleId = await world.sales.issue();
    await expect.poll(() => estado(saleId), poll).toBe('aprobado');
    expect(await world.types(saleId)).toEqual(['Signed', 'Sent', 'Approved']);
    const [signed, sent, approved] = await world.fiscalEvents(saleId);
    if (signed?.type !== 'ElectronicDocumentSigned' || approved?.type !== 'ElectronicDocumentApproved')
      throw new Error('unexpected events');
    expect(sent?.data).toMatchObject({ via: 'recepcion', cdc: signed.data.cdc });
    expect(approved.data.protocol).toMatch(/^\d+$/);
    // What was kept is what SIFEN holds: the signed XML with its QR.
    expect(world.sim.documents.get(signed.data.cdc)?.xml).toContain(signed.data.digestValue);
    expect(signed.data.xml).toContain('<dCarQR>');
    expect(await world.row(saleId)).toMatchObject({
      cdc: signed.data.cdc,
      qrUrl: signed.data.qrUrl,
      pendingSince: null,
    });
  });

  it('a document signed more than 72 h before it reaches SIFEN is approved with observation 1005', async () => {
    world.clockOffsetMs = 73 * HOUR;
    try {
      const saleId = await world.sales.issue();
      await expect.poll(() => estado(saleId), poll).toBe('aprobado_observacion');
      expect(await world.row(saleId)).toMatchObject({ codigo: '1005' });
    } finally {
      world.clockOffsetMs = 0;
    }
  });

  it('records a rejection with its code and message; a resend with a new code is approved', async () => {
    const saleId = await world.sales.issue();
    // The CDC the worker will build, so the simulator can refuse that one document.
    const sale = (await world.store.readStream(`sale-${saleId}`))[0]?.data as Parameters<
      typeof facturaInputOf
    >[0];
    const { cdc } = buildFacturaElectronica(
      facturaInputOf(sale, { environment: 'testing', signedAt: sale.issuedAt }),
    );
    world.sim.hooks.forceResult(cdc, { code: '1101', message: 'Número de timbrado inválido' });
    await expect.poll(() => estado(saleId), poll).toBe('rechazado');
    expect(await world.row(saleId)).toMatchObject({ codigo: '1101', mensaje: 'Número de timbrado inválido' });

    await handleCommand(
      world.store,
      toSaleFiscalStreamId(saleId),
      electronicDocumentDecider,
      {
        type: 'RequestResend',
        data: {
          saleId,
          newCodigoSeguridad: '555444333',
          requestedBy: 'admin-1',
          now: new Date().toISOString(),
        },
      },
      { userId: 'admin-1' },
    );
    await expect.poll(() => estado(saleId), poll).toBe('aprobado');
    const row = await world.row(saleId);
    expect(row?.cdc).not.toBe(cdc);
    expect(row?.cdc).toContain('555444333');
    expect(row?.numeroFactura).toBe(sale.numeroFactura);
    expect(await world.types(saleId)).toEqual([
      'Signed',
      'Sent',
      'Rejected',
      'ResendRequested',
      'Signed',
      'Sent',
      'Approved',
    ]);
  });

  it('a send whose answer is lost is asked for by CDC (siConsDE), never sent twice', async () => {
    world.sim.hooks.dropConnections(1);
    const saleId = await world.sales.issue();
    await expect.poll(() => estado(saleId), poll).toBe('aprobado');
    expect(await world.types(saleId)).toEqual(['Signed', 'Sent', 'DeliveryFailed', 'Approved']);
    const row = await world.row(saleId);
    // The simulator received it once: a second send would have been refused as 1001.
    expect(world.sim.documents.get(row?.cdc ?? '')).toBeDefined();
  });

  it('a void cancels an approved document within 48 h', async () => {
    const saleId = await world.sales.issue();
    await expect.poll(() => estado(saleId), poll).toBe('aprobado');
    await world.sales.void(saleId);
    await expect.poll(() => estado(saleId), poll).toBe('cancelado');
    expect(await world.types(saleId)).toEqual([
      'Signed',
      'Sent',
      'Approved',
      'CancellationSent',
      'Cancelled',
    ]);
    expect(await world.row(saleId)).toMatchObject({ cancelacion: 'aceptada' });
  });

  it("'Probar conexión' asks SIFEN for the company's own RUC and reports the answer", async () => {
    const { url, ca, client } = world.sim;
    const endpoint = { url, ca, pfx: client.p12, passphrase: client.password };
    expect(await checkOwnRuc(endpoint, client.ruc)).toEqual({ success: true, error: null });
    const unknown = await checkOwnRuc(endpoint, '4444444-7');
    expect(unknown.success).toBe(false);
    expect(unknown.error).toMatch(/^SIFEN respondió 05\d\d: /);
    const suspended = await checkOwnRuc(endpoint, '80000190-7');
    expect(suspended).toEqual({
      success: false,
      error: expect.stringMatching(/SUSPENSION TEMPORAL|SIFEN respondió/),
    });
  });

  it('a sale voided before approval sends nothing; its numbers are reported as inutilizados on request', async () => {
    const sales = [
      await world.sales.issueVoided(),
      await world.sales.issueVoided(),
      await world.sales.issueVoided(),
    ];
    for (const saleId of sales) {
      await expect.poll(async () => (await world.row(saleId))?.inutilizacion, poll).toBe('pendiente');
      expect(await world.types(saleId)).toEqual(['Withdrawn']);
    }
    const numbers = await Promise.all(sales.map(async (id) => (await world.row(id))?.secuencia ?? 0));
    const request: NumbersInutilizationRequested = {
      type: 'NumbersInutilizationRequested',
      data: { requestId: randomUUID(), requestedBy: 'admin-1', at: new Date().toISOString() },
    };
    await world.store.append(
      INUTILIZATION_REQUESTS_STREAM_ID,
      [{ id: randomUUID(), ...request, metadata: { userId: 'admin-1' } }],
      { expectedRevision: 'any' },
    );
    for (const saleId of sales) {
      await expect.poll(async () => (await world.row(saleId))?.inutilizacion, poll).toBe('inutilizado');
      const [, inutilized] = await world.fiscalEvents(saleId);
      expect(inutilized?.data).toMatchObject({
        range: { first: Math.min(...numbers), last: Math.max(...numbers) },
      });
    }
  });

  it('an answer that comes too late is no approval: the document waits and is asked for again', async () => {
    // Every answer comes late: the worker gives up on the first (its timeout), then asks by CDC.
    world.sim.hooks.delayAnswers(9_000);
    try {
      const saleId = await world.sales.issue();
      await expect.poll(async () => (await world.types(saleId)).includes('DeliveryFailed'), poll).toBe(true);
      expect(await estado(saleId)).not.toMatch(/^aprobado/);
      world.sim.hooks.delayAnswers(0);
      await expect.poll(() => estado(saleId), poll).toBe('aprobado');
      expect((await world.types(saleId)).filter((t) => t === 'Approved')).toHaveLength(1);
    } finally {
      world.sim.hooks.delayAnswers(0);
    }
  });
});
