import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SifenInputError } from './errors';
import { qrFieldsOf, qrUrl, withQr } from './qr';

const samples = new URL('../../sifen/samples/', import.meta.url);
const sample = readFileSync(new URL('de-signed-qr.xml', samples), 'utf8');
const sampleUrl = (/<dCarQR>(.*)<\/dCarQR>/.exec(sample)?.[1] ?? '').replaceAll('&amp;', '&');
const withoutQr = sample.replace(/<gCamFuFD>.*<\/gCamFuFD>/, '');

/** SIFEN's public CSC of the test environment (IdCSC 1); the sample's hash is made with it. */
const TEST_CSC = { cscId: '1', cscSecret: 'ABCD0000000000000000000000000000' };

describe('QR code', () => {
  it("the sample's hash is SHA-256 of its query string followed by SIFEN's test CSC", () => {
    const [query = '', hash] = sampleUrl.split('?')[1]?.split('&cHashQR=') ?? [];
    expect(createHash('sha256').update(`${query}${TEST_CSC.cscSecret}`).digest('hex')).toBe(hash);
    expect(createHash('sha256').update(`${query}EFGH0000000000000000000000000000`).digest('hex')).not.toBe(
      hash,
    );
  });

  it('reads the fields of a signed document: hex where FISCAL.md says', () => {
    const fields = qrFieldsOf(withoutQr);
    expect(fields).toEqual({
      cdc: '01801234565001002000000122026011511234567897',
      emittedAt: '2026-01-15T10:30:00',
      buyer: { kind: 'ruc', ruc: '80028061' },
      total: '55000',
      iva: '5000',
      items: 2,
      digestValue: 'KD2stO3lH2Aep/avPjuRT8UArTH9kraBwlDVopiggc0=',
    });
  });

  it("recomputes the sample's whole URL, and puts it where the sample has it", () => {
    const url = qrUrl({ source: { signedXml: withoutQr }, ...TEST_CSC, environment: 'testing' });
    expect(url).toBe(sampleUrl);
    expect(withQr(withoutQr, url)).toBe(sample);
  });

  it('writes the document number for a buyer without RUC, and the production host', () => {
    const fields = { ...qrFieldsOf(withoutQr), buyer: { kind: 'document', number: '0' } } as const;
    const url = qrUrl({ source: { fields }, ...TEST_CSC, environment: 'production' });
    expect(url.startsWith('https://ekuatia.set.gov.py/consultas/qr?nVersion=150&Id=')).toBe(true);
    expect(url).toContain('&dNumIDRec=0&dTotGralOpe=55000&');
    expect(url).not.toContain('dRucRec');
    const [query = '', hash] = url.split('?')[1]?.split('&cHashQR=') ?? [];
    expect(createHash('sha256').update(`${query}${TEST_CSC.cscSecret}`).digest('hex')).toBe(hash);
  });

  it('refuses a second QR and a bad CSC id', () => {
    expect(() => withQr(sample, sampleUrl)).toThrow(SifenInputError);
    expect(() =>
      qrUrl({ source: { signedXml: withoutQr }, cscId: 'x', cscSecret: 'a', environment: 'testing' }),
    ).toThrow(/CSC/);
  });
});
