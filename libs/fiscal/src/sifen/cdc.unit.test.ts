import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { asuncionDateTime } from './asuncion-time';
import { buildCdc, isValidCdc } from './cdc';
import { SifenInputError } from './errors';

const sample = readFileSync(new URL('../../sifen/samples/de-signed-qr.xml', import.meta.url), 'utf8');
const sampleCdc = /<DE Id="(\d{44})"/.exec(sample)?.[1] ?? '';

const parts = {
  documentType: 1,
  ruc: '80123456',
  rucDv: 5,
  establecimiento: '001',
  punto: '002',
  number: 1,
  taxpayerType: 2,
  date: '2026-01-15',
  emissionType: 1,
  securityCode: '123456789',
} as const;

describe('CDC', () => {
  it("gives the sample's CDC from its fields, digit by digit", () => {
    expect(sampleCdc).toHaveLength(44);
    expect(buildCdc(parts)).toBe(sampleCdc);
    expect(buildCdc(parts)).toBe('01801234565001002000000122026011511234567897');
  });

  it('pads a short RUC, short codes and the number', () => {
    const cdc = buildCdc({ ...parts, ruc: '2660', rucDv: 3, establecimiento: '1', punto: '7', number: 42 });
    expect(cdc.slice(0, 24)).toBe('010000266030010070000042');
    expect(isValidCdc(cdc)).toBe(true);
  });

  it('checks the last digit', () => {
    expect(isValidCdc(sampleCdc)).toBe(true);
    expect(isValidCdc(`${sampleCdc.slice(0, 43)}0`)).toBe(false);
    expect(isValidCdc(sampleCdc.slice(1))).toBe(false);
    expect(isValidCdc(`${sampleCdc.slice(0, 10)}x${sampleCdc.slice(11)}`)).toBe(false);
  });

  it('refuses parts that do not fit', () => {
    expect(() => buildCdc({ ...parts, securityCode: '000000000' })).toThrow(SifenInputError);
    expect(() => buildCdc({ ...parts, securityCode: '12345' })).toThrow(/código de seguridad/);
    expect(() => buildCdc({ ...parts, number: 10_000_000 })).toThrow(/número/);
    expect(() => buildCdc({ ...parts, ruc: '123456789' })).toThrow(/RUC/);
  });
});

describe('Asunción wall-clock', () => {
  it('writes the Paraguayan time of a UTC instant, whatever the process zone', () => {
    expect(asuncionDateTime('2026-01-15T13:30:00Z')).toBe('2026-01-15T10:30:00');
    expect(asuncionDateTime('2026-01-16T02:59:59.900Z')).toBe('2026-01-15T23:59:59');
  });
  it('refuses text that is no instant', () => {
    expect(() => asuncionDateTime('ayer')).toThrow(SifenInputError);
  });
});
