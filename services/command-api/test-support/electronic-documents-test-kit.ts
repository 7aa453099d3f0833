import type { ElectronicDocumentCommand } from '@lavadero/domain/electronic-documents/commands';
import { electronicDocumentDecider } from '@lavadero/domain/electronic-documents/electronic-document-decide';
import { toSaleFiscalStreamId } from '@lavadero/domain/electronic-documents/events';
import type { SaleIssued } from '@lavadero/domain/sales/events';
import { companyForm, electronicCompanyForm } from './config-test-kit';
import { makeP12 } from './p12';
import { startSalesTestServer } from './sales-test-kit';

const password = 'clave-cert';

/** DNIT settings under electronic emission, its timbrado in force from 2026-11-22. */
export const electronicDnit = {
  endpointUrl: 'https://sifen-test.set.gov.py/de/ws',
  operationMode: 'testing',
  isActive: true,
  authToken: 'token-1',
  certificateData: makeP12({
    password,
    subject: `/CN=Lavadero Central S.A./serialNumber=RUC${companyForm.ruc}`,
  }),
  certificatePassword: password,
  emision: 'electronica',
  timbradoElectronico: '80012345',
  timbradoElectronicoDesde: '2026-11-22',
  cscId: '0001',
  cscSecret: 'ABCD0000000000000000000000000000',
};

/**
 * The sales test server under electronic emission, with what the fiscal worker would do to a
 * sale's DE done by hand through the same decider (sign, send, SIFEN's answer), so the routes can
 * be tried on every state without SIFEN.
 */
export async function startElectronicTestServer(database: 'pglite' | 'postgres') {
  const s = await startSalesTestServer({ database, clockStart: '2026-11-23T13:00:00.000Z' });
  const company = await s.call('PUT', '/api/company-config', s.cookies.admin, electronicCompanyForm);
  if (company.statusCode !== 200) throw new Error(`company: ${company.statusCode} ${company.body}`);
  const saved = await s.call('PUT', '/api/dnit-config', s.cookies.admin, electronicDnit);
  if (saved.statusCode !== 200) throw new Error(`dnit: ${saved.statusCode} ${saved.body}`);
  const worker = { userId: null, correlationId: 'fiscal-worker' };
  const now = () => s.clock.now().toISOString();
  const run = (saleId: string, command: ElectronicDocumentCommand) =>
    s.t.app.deps.dispatch(worker, toSaleFiscalStreamId(saleId), electronicDocumentDecider, command);

  async function issued(saleId: string): Promise<SaleIssued['data']> {
    const events = await s.t.store.readStream(`sale-${saleId}`);
    return events.find((e) => e.type === 'SaleIssued')?.data as SaleIssued['data'];
  }

  /** Signs the sale's DE with its code (or the one a resend asked for) and sends it. */
  async function signAndSend(saleId: string, codigoSeguridad?: string) {
    const sale = await issued(saleId);
    const code = codigoSeguridad ?? sale.codigoSeguridad ?? '000000000';
    const cdc =
      `0180028061000100200000${String(sale.series.secuencia).padStart(2, '0')}2026112317${code}`.padEnd(
        44,
        '7',
      );
    await run(saleId, {
      type: 'SignDocument',
      data: {
        saleId,
        numeroFactura: sale.numeroFactura,
        number: sale.series,
        cdc,
        codigoSeguridad: code,
        digestValue: 'ZGlnZXN0',
        qrUrl: `https://ekuatia.set.gov.py/consultas-test/qr?nVersion=150&Id=${cdc}`,
        xml: `<rDE xmlns="http://ekuatia.set.gov.py/sifen/xsd"><DE Id="${cdc}"/></rDE>`,
        now: now(),
      },
    });
    await run(saleId, { type: 'SendDocument', data: { saleId, cdc, via: 'recepcion', now: now() } });
    return cdc;
  }

  const answer = async (
    saleId: string,
    result: { kind: 'approved'; protocol: string } | { kind: 'rejected'; code: string; message: string },
  ) => {
    const cdc = await signAndSend(saleId);
    await run(saleId, { type: 'RecordDeliveryAnswer', data: { saleId, cdc, answer: result, now: now() } });
    return cdc;
  };

  return {
    ...s,
    issued,
    signAndSend,
    approve: (saleId: string) => answer(saleId, { kind: 'approved', protocol: '4321' }),
    reject: (saleId: string, message = 'RUC del receptor inexistente') =>
      answer(saleId, { kind: 'rejected', code: '1255', message }),
    /** The void's other half, as the worker does it for a document never approved. */
    withdraw: async (saleId: string) => {
      const sale = await issued(saleId);
      await run(saleId, {
        type: 'WithdrawDocument',
        data: { saleId, numeroFactura: sale.numeroFactura, number: sale.series, now: now() },
      });
    },
  };
}
export type ElectronicTestServer = Awaited<ReturnType<typeof startElectronicTestServer>>;
