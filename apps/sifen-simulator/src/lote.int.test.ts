import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SifenSimulator, startSifenSimulator } from './start-sifen-simulator';
import { expectValidAnswer } from './testing/answers';
import { makeDocument } from './testing/documents';
import { PATHS, requests } from './testing/requests';
import { postSoap } from './testing/soap-client';

const HOUR = 3_600_000;
let sim: SifenSimulator;
let now = new Date('2026-11-20T15:00:00Z');

beforeAll(async () => {
  sim = await startSifenSimulator({ now: () => now, lotPollsInProcess: 2 });
});
afterAll(() => sim?.close());

const document = (numero: number, edit?: (xml: string) => string) =>
  makeDocument({ key: sim.client, numero, issuedAt: new Date(now.getTime() - 60_000), edit });

const poll = (protocol: string) => postSoap(sim, PATHS.consultaLote, requests.consultaLote(protocol));

describe('siRecepLoteDE and siResultLoteDE', () => {
  it('receives a lote (0300), answers 0361 while in process, then 0362 with each DE', async () => {
    const good = document(1);
    const wrongTotal = document(2, (xml) => xml.replace('<dTotGralOpe>55000<', '<dTotGralOpe>54000<'));
    const alsoGood = document(3);
    const sent = await postSoap(sim, PATHS.lote, requests.lote([good.xml, wrongTotal.xml, alsoGood.xml]));
    expect(sent.get('dCodRes')).toBe('0300');
    const protocol = sent.get('dProtConsLote') ?? '';
    expect(protocol).toMatch(/^[1-9]\d*$/);
    await expectValidAnswer(sent, 'WS_SiRecepLoteDE_v141.xsd');

    expect((await poll(protocol)).get('dCodResLot')).toBe('0361');
    expect((await poll(protocol)).get('dCodResLot')).toBe('0361');
    const done = await poll(protocol);
    expect(done.get('dCodResLot')).toBe('0362');
    expect(done.all('id')).toEqual([good.cdc, wrongTotal.cdc, alsoGood.cdc]);
    expect(done.all('dEstRes')).toEqual(['Aprobado', 'Rechazado', 'Aprobado']);
    expect(done.all('dCodRes')).toEqual(['0260', '2369', '0260']);
    expect(done.all('dProtAut')).toHaveLength(2);
    await expectValidAnswer(done, 'WS_SiConsLote_v141.xsd');
    expect(sim.documents.has(good.cdc) && !sim.documents.has(wrongTotal.cdc)).toBe(true);
  });

  it('answers 0360 for an unknown lote and 0364 when polled more than 48 h later', async () => {
    expect((await poll('999999')).get('dCodResLot')).toBe('0360');
    const sent = await postSoap(sim, PATHS.lote, requests.lote([document(4).xml]));
    now = new Date(now.getTime() + 49 * HOUR);
    expect((await poll(sent.get('dProtConsLote') ?? '')).get('dCodResLot')).toBe('0364');
  });

  it('answers 0340 to another RUC polling the lote', async () => {
    const sent = await postSoap(sim, PATHS.lote, requests.lote([document(5).xml]));
    const other = sim.issueClientCertificate({ ruc: '80028061', password: 'x' });
    const reply = await postSoap(
      sim,
      PATHS.consultaLote,
      requests.consultaLote(sent.get('dProtConsLote') ?? ''),
      other,
    );
    expect(reply.get('dCodResLot')).toBe('0340');
  });

  it('refuses, once processed, a lote that mixes document types (0363)', async () => {
    const factura = document(6);
    const nota = document(7, (xml) => xml.replace('<iTiDE>1<', '<iTiDE>5<'));
    const sent = await postSoap(sim, PATHS.lote, requests.lote([factura.xml, nota.xml]));
    expect(sent.get('dCodRes')).toBe('0300');
    const protocol = sent.get('dProtConsLote') ?? '';
    await poll(protocol);
    await poll(protocol);
    const done = await poll(protocol);
    expect([done.get('dCodResLot'), done.all('gResProcLote')]).toEqual(['0363', []]);
    expect(sim.documents.has(factura.cdc)).toBe(false);
  });

  it('does not queue a lote that is not a zip (0301, dProtConsLote 0)', async () => {
    const reply = await postSoap(
      sim,
      PATHS.lote,
      requests.lote([]).replace(/<xDE>[^<]*<\/xDE>/, '<xDE>bm8gZXMgdW4gemlw</xDE>'),
    );
    expect([reply.get('dCodRes'), reply.get('dProtConsLote')]).toEqual(['0301', '0']);
  });
});
