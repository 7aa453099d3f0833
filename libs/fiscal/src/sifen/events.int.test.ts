import { beforeAll, describe, expect, it } from 'vitest';
import { buildCancellation, buildInutilization } from './events';
import { signEvent } from './sign';
import { openSigningKey, type SigningKey } from './signing-key';
import { makeSigningP12 } from './test-certificates';
import { schemaErrors } from './test-schemas';

const CDC = '01801234565001002000000122026011511234567897';
let key: SigningKey;

beforeAll(() => {
  key = openSigningKey(makeSigningP12({ password: 'clave' }).p12, 'clave');
});

describe('events, signed', () => {
  it('a cancellation and an inutilización are valid against siRecepEvento_v150.xsd', async () => {
    const cancellation = buildCancellation({
      cdc: CDC,
      reason: 'Error en los datos del cliente',
      signedAt: '2026-11-26T01:42:01Z',
      eventId: 7,
    });
    const inutilization = buildInutilization({
      timbrado: '12345678',
      establecimiento: '1',
      punto: '2',
      from: 2,
      to: 1001,
      documentType: 1,
      reason: 'Números reservados no utilizados',
      signedAt: '2026-11-26T01:42:01Z',
      eventId: 8,
    });
    const signed = [signEvent(cancellation, key), signEvent(inutilization, key)];
    expect(signed[0]?.xml).toContain(
      '<rEve Id="7"><dFecFirma>2026-11-25T22:42:01</dFecFirma><dVerFor>150</dVerFor>',
    );
    expect(signed[0]?.xml).toContain('</rEve><Signature xmlns="http://www.w3.org/2000/09/xmldsig#">');
    expect(signed[0]?.xml).toContain('<Reference URI="#7">');
    expect(signed[1]?.xml).toContain('<dNumIn>0000002</dNumIn><dNumFin>0001001</dNumFin><iTiDE>1</iTiDE>');
    expect(
      await schemaErrors(
        'siRecepEvento_v150.xsd',
        signed.map((s) => s.xml),
      ),
    ).toEqual([[], []]);
  });
});
