import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SifenSimulator, startSifenSimulator } from './start-sifen-simulator';
import { expectValidAnswer } from './testing/answers';
import { makeDocument } from './testing/documents';
import { cancelacion, inutilizacion } from './testing/events';
import { PATHS, requests } from './testing/requests';
import { postSoap } from './testing/soap-client';

const HOUR = 3_600_000;
let sim: SifenSimulator;
let now = new Date('2026-11-20T15:00:00Z');

beforeAll(async () => {
  sim = await startSifenSimulator({ now: () => now });
});
afterAll(() => sim?.close());

async function approved(numero: number) {
  const doc = makeDocument({ key: sim.client, numero, issuedAt: new Date(now.getTime() - 60_000) });
  const reply = await postSoap(sim, PATHS.recibe, requests.recibe(doc.xml));
  expect(reply.get('dCodRes')).toBe('0260');
  return doc;
}

const sendEvent = async (event: string) => {
  const reply = await postSoap(sim, PATHS.evento, requests.evento(event));
  return { reply, code: reply.get('dCodRes'), state: reply.get('dEstRes') };
};

describe('siRecepEvento', () => {
  it('registers a cancellation within 48 h of approval (0600); siConsDE then shows the event', async () => {
    const doc = await approved(1);
    now = new Date(now.getTime() + 47 * HOUR);
    const { reply, code, state } = await sendEvent(cancelacion(sim.client, doc.cdc, now));
    expect([code, state]).toEqual(['0600', 'Aprobado']);
    expect(reply.get('dProtAut')).toMatch(/^\d+$/);
    await expectValidAnswer(reply, 'WS_SiRecepEvento_v150.xsd');
    expect(sim.documents.get(doc.cdc)?.cancelled).toBe(true);
    const consulted = await postSoap(sim, PATHS.consulta, requests.consulta(doc.cdc));
    expect(consulted.get('xContenDE')).toContain('<rGeVeCan>');
    expect((await sendEvent(cancelacion(sim.client, doc.cdc, now))).code).toBe('4001');
  });

  it('refuses a cancellation after 48 h (4002), of an unknown CDC (4000) or signed by another RUC (4003)', async () => {
    const doc = await approved(2);
    const other = sim.issueClientCertificate({ ruc: '80028061', password: 'x' });
    expect((await sendEvent(cancelacion(other, doc.cdc, now))).code).toBe('4003');
    now = new Date(now.getTime() + 49 * HOUR);
    expect((await sendEvent(cancelacion(sim.client, doc.cdc, now))).code).toBe('4002');
    expect((await sendEvent(cancelacion(sim.client, `${doc.cdc.slice(0, 43)}0`, now))).code).toBe('4000');
  });

  it('refuses an event whose signature does not verify (0141)', async () => {
    const doc = await approved(3);
    const event = cancelacion(sim.client, doc.cdc, now).replace('Error en los datos', 'Error en datos');
    expect((await sendEvent(event)).code).toBe('0141');
  });

  it('registers an inutilización of numbers never approved (0600) and then refuses those numbers (1109)', async () => {
    const { code } = await sendEvent(inutilizacion(sim.client, { from: 10, to: 12 }, now));
    expect(code).toBe('0600');
    const doc = makeDocument({ key: sim.client, numero: 11, issuedAt: new Date(now.getTime() - 60_000) });
    expect((await postSoap(sim, PATHS.recibe, requests.recibe(doc.xml))).get('dCodRes')).toBe('1109');
    expect((await sendEvent(inutilizacion(sim.client, { from: 12, to: 13 }, now))).code).toBe('4054');
  });

  it('refuses an inutilización of more than 1000 numbers (4050) or of an approved number (4051)', async () => {
    expect((await sendEvent(inutilizacion(sim.client, { from: 100, to: 1100 }, now))).code).toBe('4050');
    await approved(20);
    expect((await sendEvent(inutilizacion(sim.client, { from: 19, to: 21 }, now))).code).toBe('4051');
  });
});
