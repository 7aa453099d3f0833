import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SifenSimulator, startSifenSimulator } from './start-sifen-simulator';
import { expectValidAnswer } from './testing/answers';
import { type DocumentOptions, makeDocument } from './testing/documents';
import { PATHS, requests } from './testing/requests';
import { postSoap } from './testing/soap-client';

const HOUR = 3_600_000;
let sim: SifenSimulator;
const now = new Date('2026-11-20T15:00:00Z');
let numero = 0;

beforeAll(async () => {
  sim = await startSifenSimulator({ now: () => now });
});
afterAll(() => sim?.close());

/** A fresh number each time, so that only the case under test can refuse the document. */
const document = (options: Partial<DocumentOptions> = {}) =>
  makeDocument({ key: sim.client, numero: ++numero, issuedAt: new Date(now.getTime() - 60_000), ...options });

async function send(xml: string) {
  const reply = await postSoap(sim, PATHS.recibe, requests.recibe(xml));
  return { reply, codes: reply.all('dCodRes'), state: reply.get('dEstRes') };
}

describe('siRecepDE', () => {
  it('approves a valid signed DE (0260) with an authorization number and stores it', async () => {
    const doc = document();
    const { reply, codes, state } = await send(doc.xml);
    expect([state, codes]).toEqual(['Aprobado', ['0260']]);
    expect(reply.get('Id')).toBe(doc.cdc);
    expect(reply.get('dProtAut')).toMatch(/^\d{10}$/);
    expect(reply.get('dFecProc')).toBe('2026-11-20T12:00:00-03:00');
    expect(sim.documents.get(doc.cdc)?.protocol).toBe(reply.get('dProtAut'));
    await expectValidAnswer(reply, 'WS_SiRecepDE_v150.xsd');
  });

  it('refuses a DE altered after signing (0141)', async () => {
    const doc = document();
    const { codes, state } = await send(doc.xml.replace('Lavado completo de vehiculo', 'Lavado simple'));
    expect([state, codes]).toEqual(['Rechazado', ['0141']]);
    expect(sim.documents.has(doc.cdc)).toBe(false);
  });

  it('refuses a DE signed with another RUC (0142)', async () => {
    const other = sim.issueClientCertificate({ ruc: '80028061', password: 'x' });
    const { codes } = await send(document({ key: other }).xml);
    expect(codes).toEqual(['0142']);
  });

  it('refuses a wrong CDC check digit (1003)', async () => {
    expect((await send(document({ wrongCdcDigit: true }).xml)).codes).toEqual(['1003']);
  });

  it('refuses a CDC whose fields differ from the XML (1000)', async () => {
    const doc = document({ edit: (xml) => xml.replace('<dCodSeg>123456789<', '<dCodSeg>987654321<') });
    expect((await send(doc.xml)).codes).toEqual(['1000']);
  });

  it('refuses totals that do not add up (2362) and an IVA that is not round(total / 11) (2371)', async () => {
    const sub10 = document({ edit: (xml) => xml.replace('<dSub10>55000<', '<dSub10>56000<') });
    expect((await send(sub10.xml)).codes).toEqual(['2362']);
    const iva = document({ edit: (xml) => xml.replace('<dIVA10>5000<', '<dIVA10>5500<') });
    expect((await send(iva.xml)).codes).toEqual(['2371']);
  });

  it('refuses a QR hashed with another CSC (2501)', async () => {
    const doc = document({ csc: { id: '0001', secret: 'EFGH0000000000000000000000000000' } });
    expect((await send(doc.xml)).codes).toEqual(['2501']);
  });

  it('refuses a QR whose fields differ from the XML (2500) or that points elsewhere (2502)', async () => {
    const doc = document();
    expect((await send(doc.xml.replace('dTotGralOpe=55000', 'dTotGralOpe=50000'))).codes).toEqual(['2500']);
    expect((await send(doc.xml.replace('/consultas-test/qr?', '/consultas/qr?'))).codes).toEqual(['2502']);
  });

  it('refuses an unknown timbrado (1101) and a punto outside it (1106)', async () => {
    const timbrado = document({ edit: (xml) => xml.replace('<dNumTim>12345678<', '<dNumTim>87654321<') });
    expect((await send(timbrado.xml)).codes).toEqual(['1101']);
    expect((await send(document({ punto: '009' }).xml)).codes).toEqual(['1106']);
  });

  it('refuses a CDC already approved (1001) and the same number under another CDC (1002)', async () => {
    const doc = document();
    expect((await send(doc.xml)).codes).toEqual(['0260']);
    expect((await send(doc.xml)).codes).toEqual(['1001']);
    const sameNumber = makeDocument({ key: sim.client, numero, issuedAt: now, codSeg: '555444333' });
    expect(sameNumber.cdc).not.toBe(doc.cdc);
    expect((await send(sameNumber.xml)).codes).toEqual(['1002']);
  });

  it('approves with observation 1005 a DE signed more than 72 h ago, refuses one signed in the future (1004)', async () => {
    const late = document({ issuedAt: new Date(now.getTime() - 80 * HOUR) });
    const sent = await send(late.xml);
    expect([sent.state, sent.codes]).toEqual(['Aprobado con observación', ['0260', '1005']]);
    expect(sent.reply.get('dProtAut')).toBeDefined();
    const future = document({ signedAt: new Date(now.getTime() + 10 * 60_000) });
    expect((await send(future.xml)).codes).toEqual(['1004']);
  });

  it('refuses an emission date more than 720 h old (1150)', async () => {
    const old = document({ issuedAt: new Date(now.getTime() - 721 * HOUR) });
    expect((await send(old.xml)).codes).toEqual(['1150']);
  });

  it('answers a forced code for a CDC', async () => {
    const doc = document();
    sim.hooks.forceResult(doc.cdc, { code: '1101', message: 'Timbrado inválido (forzado)' });
    const { reply, codes } = await send(doc.xml);
    expect([codes, reply.get('dMsgRes')]).toEqual([['1101'], 'Timbrado inválido (forzado)']);
    sim.hooks.reset();
  });

  it('stores a DE whose answer was dropped: siConsDE finds it (0422), an unknown CDC is 0420', async () => {
    const doc = document();
    sim.hooks.dropConnections(1);
    await expect(send(doc.xml)).rejects.toThrow();
    const found = await postSoap(sim, PATHS.consulta, requests.consulta(doc.cdc));
    expect(found.get('dCodRes')).toBe('0422');
    const content = found.get('xContenDE') ?? '';
    expect(content).toContain(`<DE Id="${doc.cdc}">`);
    expect(content).toContain(`<dProtAut>${sim.documents.get(doc.cdc)?.protocol}</dProtAut>`);
    await expectValidAnswer(found, 'WS_SiConsDE_v141.xsd');
    const unknown = await postSoap(sim, PATHS.consulta, requests.consulta(`${doc.cdc.slice(0, 43)}0`));
    expect(unknown.get('dCodRes')).toBe('0420');
  });
});
