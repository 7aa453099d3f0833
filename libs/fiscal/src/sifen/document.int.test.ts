import { DOMParser } from '@xmldom/xmldom';
import { beforeAll, describe, expect, it } from 'vitest';
import { SignedXml } from 'xml-crypto';
import { isValidCdc } from './cdc';
import { buildFacturaElectronica } from './document';
import type { FacturaElectronicaInput } from './factura-input';
import { qrUrl, withQr } from './qr';
import { signDocument } from './sign';
import { openSigningKey, type SigningKey } from './signing-key';
import { makeSigningP12 } from './test-certificates';
import { facturaCases } from './test-factura-cases';
import { schemaErrors } from './test-schemas';

const CSC = { cscId: '1', cscSecret: 'ABCD0000000000000000000000000000' };
let key: SigningKey;
let certificatePem: string;

beforeAll(() => {
  const made = makeSigningP12({ password: 'clave de prueba' });
  certificatePem = made.certificatePem;
  key = openSigningKey(made.p12, 'clave de prueba');
});

/** An independent check: xml-crypto's verifier, given only the certificate, over the final text. */
function verifies(xml: string): boolean {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const signatures = doc.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature');
  if (signatures.length !== 1 || !signatures[0]) return false;
  const verifier = new SignedXml({ publicCert: certificatePem });
  verifier.loadSignature(signatures[0] as unknown as Node);
  try {
    return verifier.checkSignature(xml) && verifier.getSignedReferences().length === 1;
  } catch {
    return false;
  }
}

function issue(input: FacturaElectronicaInput) {
  const { cdc, xml } = buildFacturaElectronica(input);
  const signed = signDocument(xml, key);
  const url = qrUrl({ source: { signedXml: signed.xml }, ...CSC, environment: input.environment });
  return { cdc, unsigned: xml, signed, final: withQr(signed.xml, url) };
}

describe('factura electrónica, built, signed and with its QR', () => {
  it('every case of the matrix is valid against siRecepDE_v150.xsd and its signature verifies', async () => {
    const issued = facturaCases.map(({ input }) => issue(input));
    const errors = await schemaErrors(
      'siRecepDE_v150.xsd',
      issued.map((d) => d.final),
    );
    expect(Object.fromEntries(facturaCases.map((c, i) => [c.name, errors[i]]))).toEqual(
      Object.fromEntries(facturaCases.map((c) => [c.name, []])),
    );
    for (const [i, d] of issued.entries()) {
      expect(isValidCdc(d.cdc), facturaCases[i]?.name).toBe(true);
      expect(verifies(d.final), facturaCases[i]?.name).toBe(true);
    }
  });

  it('places the Signature right after DE and leaves the built text untouched', () => {
    const d = issue(facturaCases[0]!.input);
    const [before, after] = d.unsigned.split('</DE>');
    expect(
      d.signed.xml.startsWith(`${before}</DE><Signature xmlns="http://www.w3.org/2000/09/xmldsig#">`),
    ).toBe(true);
    expect(d.signed.xml.endsWith(`</Signature>${after}`)).toBe(true);
    expect(d.signed.xml).toContain(`<Reference URI="#${d.cdc}">`);
    expect(d.signed.xml).toContain(`<DigestValue>${d.signed.digestValue}</DigestValue>`);
    expect(d.signed.xml).toContain(`<X509Certificate>${key.certificateDerBase64}</X509Certificate>`);
  });

  it('a changed amount, a changed buyer or another certificate fail verification', () => {
    const d = issue(facturaCases[0]!.input);
    expect(verifies(d.final)).toBe(true);
    expect(verifies(d.final.replace('<dTotGralOpe>55000<', '<dTotGralOpe>5500<'))).toBe(false);
    expect(verifies(d.final.replace('<dRucRec>80028061<', '<dRucRec>80000190<'))).toBe(false);
    const other = makeSigningP12({ password: 'otra' });
    const verifier = new SignedXml({ publicCert: other.certificatePem });
    const signature = new DOMParser()
      .parseFromString(d.final, 'text/xml')
      .getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')[0];
    verifier.loadSignature(signature as unknown as Node);
    expect(() => verifier.checkSignature(d.final)).toThrow();
  });

  it('without the signature or the QR the document is not schema-valid (both are required)', async () => {
    const d = issue(facturaCases[0]!.input);
    const [unsigned, noQr] = await schemaErrors('siRecepDE_v150.xsd', [d.unsigned, d.signed.xml]);
    expect(unsigned?.length).toBeGreaterThan(0);
    expect(noQr?.length).toBeGreaterThan(0);
  });

  it('signs in a few milliseconds with the key kept open (figure printed, not asserted)', () => {
    const { xml } = buildFacturaElectronica(facturaCases[0]!.input);
    for (let i = 0; i < 20; i++) signDocument(xml, key);
    const times: number[] = [];
    for (let i = 0; i < 200; i++) {
      const start = performance.now();
      signDocument(xml, key);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(times.length / 2)] ?? 0;
    const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
    console.log(
      `signDocument: min ${(times[0] ?? 0).toFixed(2)} ms, p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms over ${times.length} documents`,
    );
    expect(
      verifies(withQr(signDocument(xml, key).xml, 'https://ekuatia.set.gov.py/consultas-test/qr?x')),
    ).toBe(true);
  });
});
