import { request } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatorCertificates } from './certificates';
import { type SifenSimulator, startSifenSimulator } from './start-sifen-simulator';
import { expectValidAnswer } from './testing/answers';
import { PATHS, requests } from './testing/requests';
import { postSoap, soapEnvelope } from './testing/soap-client';

let sim: SifenSimulator;

beforeAll(async () => {
  sim = await startSifenSimulator({ controlPort: 0 });
});
afterAll(() => sim?.close());

describe('transport: mutual TLS, SOAP 1.2, WSDL', () => {
  it('refuses a handshake without a client certificate', async () => {
    await expect(postSoap(sim, PATHS.consultaRuc, requests.consultaRuc('80028061'), null)).rejects.toThrow();
  });

  it('refuses a client certificate signed by another CA', async () => {
    const stranger = simulatorCertificates().issueClientCertificate({ ruc: '80123456', password: 'x' });
    await expect(
      postSoap(sim, PATHS.consultaRuc, requests.consultaRuc('80028061'), stranger),
    ).rejects.toThrow();
  });

  it('refuses an expired client certificate of its own CA', async () => {
    const expired = sim.issueClientCertificate({
      ruc: '80123456',
      password: 'x',
      expired: true,
    });
    await expect(
      postSoap(sim, PATHS.consultaRuc, requests.consultaRuc('80028061'), expired),
    ).rejects.toThrow();
  });

  it('siConsRUC finds a RUC of the table (0502) with its state and answers 0500 for another', async () => {
    const found = await postSoap(sim, PATHS.consultaRuc, requests.consultaRuc('80028061'));
    expect(found.status).toBe(200);
    expect(found.body).toContain('<ns2:rResEnviConsRUC xmlns:ns2="http://ekuatia.set.gov.py/sifen/xsd">');
    expect([found.get('dCodRes'), found.get('dRazCons'), found.get('dCodEstCons')]).toEqual([
      '0502',
      'CLIENTE EMPRESA S.A.',
      'ACT',
    ]);
    expect(found.get('dRUCFactElec')).toBe('N');
    await expectValidAnswer(found, 'WS_SiConsRUC_v141.xsd');
    const missing = await postSoap(sim, PATHS.consultaRuc, requests.consultaRuc('4444444'));
    expect([missing.get('dCodRes'), missing.get('xContRUC')]).toEqual(['0500', undefined]);
  });

  it('answers 0160 with HTTP 400 to XML that is not well formed', async () => {
    const reply = await postSoap(sim, PATHS.consultaRuc, soapEnvelope('<rEnviConsRUC><dId>1</rEnviConsRUC>'));
    expect([reply.status, reply.get('dCodRes')]).toEqual([400, '0160']);
  });

  it('answers 0100 to a request its WS schema refuses', async () => {
    const reply = await postSoap(sim, PATHS.consultaRuc, requests.consultaRuc('80-028061'));
    expect([reply.status, reply.get('dCodRes')]).toEqual([200, '0100']);
  });

  it('answers 0200 to a request over 1000 KB and 0183 to a connection certificate of a suspended RUC', async () => {
    const padded = requests
      .consultaRuc('80028061')
      .replace('<env:Header/>', `<env:Header/><!--${'x'.repeat(1_030_000)}-->`);
    expect((await postSoap(sim, PATHS.consultaRuc, padded)).get('dCodRes')).toBe('0200');
    const suspended = sim.issueClientCertificate({ ruc: '80000190', password: 'x' });
    const reply = await postSoap(sim, PATHS.consultaRuc, requests.consultaRuc('80028061'), suspended);
    expect(reply.get('dCodRes')).toBe('0183');
  });

  it('serves the WSDL on GET ?wsdl', async () => {
    const wsdl = await new Promise<string>((resolve, reject) => {
      const url = new URL(`${PATHS.consulta}?wsdl`, sim.url);
      request(url, { ca: sim.ca, pfx: sim.client.p12, passphrase: sim.client.password }, (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve(body));
      })
        .on('error', reject)
        .end();
    });
    expect(wsdl).toContain('wsdl:definitions');
  });

  it('fails the next requests with 503 when the hook says so, over the control port too', async () => {
    const control = await fetch(`${sim.controlUrl}/fail`, { method: 'POST', body: '{"count":1}' });
    expect(control.status).toBe(200);
    expect((await postSoap(sim, PATHS.consultaRuc, requests.consultaRuc('80028061'))).status).toBe(503);
    expect((await postSoap(sim, PATHS.consultaRuc, requests.consultaRuc('80028061'))).status).toBe(200);
  });

  it('refuses a control request it cannot apply (400) and resets over the control port', async () => {
    const bad = await fetch(`${sim.controlUrl}/force`, { method: 'POST', body: '{"cdc":"1","code":"x"}' });
    expect(bad.status).toBe(400);
    const forced = await fetch(`${sim.controlUrl}/force`, {
      method: 'POST',
      body: JSON.stringify({ cdc: '1', code: '1101', message: 'forzado' }),
    });
    expect(forced.status).toBe(200);
    expect(sim.hooks.forcedResult('1')).toEqual({ code: '1101', message: 'forzado', state: undefined });
    expect((await fetch(`${sim.controlUrl}/reset`, { method: 'POST' })).status).toBe(200);
    expect(sim.hooks.forcedResult('1')).toBeUndefined();
  });

  it('delays answers by the hook', async () => {
    sim.hooks.delayAnswers(300);
    const started = Date.now();
    await postSoap(sim, PATHS.consultaRuc, requests.consultaRuc('80028061'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    sim.hooks.reset();
  });
});
