import type { SaleIssued } from '@lavadero/domain/sales/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyForm, electronicCompanyForm } from '../../test-support/config-test-kit';
import { makeP12 } from '../../test-support/p12';
import { type SalesTestServer, startSalesTestServer } from '../../test-support/sales-test-kit';

const password = 'clave-cert';
const certificate = makeP12({
  password,
  subject: `/CN=Lavadero Central S.A./serialNumber=RUC${companyForm.ruc}`,
});
const printedDnit = {
  endpointUrl: 'https://sifen-test.set.gov.py/de/ws',
  operationMode: 'testing',
  isActive: true,
  authToken: 'token-1',
  certificateData: certificate,
  certificatePassword: password,
};
const electronicDnit = {
  ...printedDnit,
  emision: 'electronica',
  timbradoElectronico: '80012345',
  timbradoElectronicoDesde: '2026-11-22',
  cscId: '0001',
  cscSecret: 'ABCD0000000000000000000000000000',
};

describe.each(['pglite', 'postgres'] as const)(
  'the sale in force under electronic emission on %s',
  (database) => {
    let s: SalesTestServer;
    let drawn = 0;
    beforeAll(async () => {
      s = await startSalesTestServer({
        database,
        clockStart: '2026-11-21T13:00:00.000Z',
        ids: { securityCode: () => String(++drawn).padStart(9, '0') },
      });
      // SIFEN names the issuer by its e-mail: electronic emission is refused without one.
      const company = await s.call('PUT', '/api/company-config', s.cookies.admin, electronicCompanyForm);
      expect(company.statusCode).toBe(200);
    });
    afterAll(() => s.t.close());

    const issuedEvent = async (saleId: string) => {
      const events = await s.t.store.readStream(`sale-${saleId}`);
      return events.find((e) => e.type === 'SaleIssued')?.data as SaleIssued['data'];
    };
    const full = async (saleId: string) =>
      (await s.call('GET', `/api/sales/${saleId}/full`, s.cookies.readonly)).json();
    const saveDnit = async (body: object) => {
      const res = await s.call('PUT', '/api/dnit-config', s.cookies.admin, body);
      expect(res.statusCode, res.body).toBe(200);
    };

    it('a printed sale has no security code and its invoice says it was printed', async () => {
      await saveDnit(printedDnit);
      const sale = await s.sell();
      expect(sale.numeroFactura).toBe('001-002-0000001');
      const issued = await issuedEvent(sale.id);
      expect(issued.codigoSeguridad).toBeUndefined();
      expect(issued.company.emision).toBeUndefined();
      expect(issued.company.timbradoHasta).toBe(companyForm.timbradoHasta);
      expect((await full(sale.id)).companyConfig.emision).toBe('impresa');
      expect(drawn).toBe(0);
    });

    it("waits for the electronic timbrado's start day in Asunción, appending nothing before it", async () => {
      await saveDnit(electronicDnit);
      const status = (await s.call('GET', '/api/timbrado/status', s.cookies.user)).json();
      expect(status).toEqual({
        isValid: false,
        daysLeft: null,
        error: 'El timbrado electrónico entra en vigencia el 22/11/2026',
        warning: null,
        state: 'notYetValid',
        electronico: { timbradoNumero: '80012345', timbradoDesde: '2026-11-22' },
      });
      const before = await s.eventCount();
      const refused = await s.call('POST', '/api/sales', s.cookies.user, s.saleBody());
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('El timbrado electrónico entra en vigencia el 22/11/2026');
      expect(await s.eventCount()).toBe(before);
    });

    it('numbers an electronic sale in its own series from 1, with a drawn code and its snapshot', async () => {
      s.clock.set('2026-11-22T03:00:00.000Z'); // midnight in Asunción
      expect((await s.call('GET', '/api/timbrado/status', s.cookies.user)).json()).toMatchObject({
        isValid: true,
        state: 'valid',
        electronico: { timbradoNumero: '80012345' },
      });
      const sale = await s.sell();
      expect(sale).toMatchObject({ numeroFactura: '001-002-0000001', timbradoUsado: '80012345' });
      const issued = await issuedEvent(sale.id);
      expect(issued.codigoSeguridad).toBe('000000001');
      expect(issued.series).toEqual({
        timbrado: '80012345',
        establecimiento: '001',
        puntoExpedicion: '002',
        secuencia: 1,
      });
      expect(issued.company).toMatchObject({
        emision: 'electronica',
        timbradoNumero: '80012345',
        timbradoDesde: '2026-11-22',
        timbradoHasta: null,
        ruc: companyForm.ruc,
      });
      expect((await full(sale.id)).companyConfig).toMatchObject({
        emision: 'electronica',
        timbradoHasta: null,
      });
      const second = await s.sell();
      expect(second.numeroFactura).toBe('001-002-0000002');
      expect((await issuedEvent(second.id)).codigoSeguridad).toBe('000000002');
    });

    it('back under the printed timbrado, its series goes on where it stopped', async () => {
      await saveDnit({ ...printedDnit, emision: 'impresa' });
      const sale = await s.sell();
      expect(sale).toMatchObject({
        numeroFactura: '001-002-0000002',
        timbradoUsado: companyForm.timbradoNumero,
      });
      expect((await issuedEvent(sale.id)).codigoSeguridad).toBeUndefined();
    });
  },
);
