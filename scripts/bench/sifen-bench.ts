import { buildFacturaElectronica } from '@lavadero/fiscal/sifen/document';
import { signDocument } from '@lavadero/fiscal/sifen/sign';
import { openSigningKey } from '@lavadero/fiscal/sifen/signing-key';
import { makeSigningP12 } from '@lavadero/fiscal/sifen/test-certificates';
import { facturaCases } from '@lavadero/fiscal/sifen/test-factura-cases';
import { type BenchRow, percentile } from './measure';

/** Building and signing one factura electrónica with the key opened once, as the fiscal worker does. */
export function benchSifenSigning(): BenchRow[] {
  const key = openSigningKey(makeSigningP12({ password: 'bench' }).p12, 'bench');
  const input = facturaCases[0]!.input;
  const run = () => signDocument(buildFacturaElectronica(input).xml, key);
  for (let i = 0; i < 50; i++) run();
  const times: number[] = [];
  for (let i = 0; i < 500; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return [
    { name: 'sifen: build + sign a DE, p50', value: percentile(times, 50), unit: 'ms' },
    { name: 'sifen: build + sign a DE, p95', value: percentile(times, 95), unit: 'ms' },
  ];
}
