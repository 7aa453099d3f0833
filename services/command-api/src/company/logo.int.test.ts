import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConfigTestServer,
  companyForm,
  startConfigTestServer,
} from '../../test-support/config-test-kit';

/** The smallest valid PNG: a 1×1 transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

describe.each(['pglite', 'postgres'] as const)('logo upload on %s', (database) => {
  let k: ConfigTestServer;
  beforeAll(async () => {
    k = await startConfigTestServer(database);
  }, 120_000);
  afterAll(() => k.t.close());

  it('stores a PNG by its SHA-256 and serves it with a long cache', async () => {
    const res = await k.call('POST', '/api/company-config/logo', k.cookies.admin, { dataUrl: dataUrl(PNG) });
    expect(res.statusCode).toBe(201);
    const sha = createHash('sha256').update(PNG).digest('hex');
    expect(res.json()).toEqual({
      logoPath: `/api/company-config/logo/${sha}.png`,
      sha256: sha,
      size: PNG.length,
    });
    const image = await k.t.app.inject({ method: 'GET', url: res.json().logoPath });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    // The same image again is stored once.
    const before = await k.eventCount();
    expect(
      (await k.call('POST', '/api/company-config/logo', k.cookies.admin, { dataUrl: dataUrl(PNG) }))
        .statusCode,
    ).toBe(201);
    expect(await k.eventCount()).toBe(before);
    const saved = await k.call('PUT', '/api/company-config', k.cookies.admin, {
      ...companyForm,
      logoPath: res.json().logoPath,
    });
    expect(saved.json().logoPath).toBe(res.json().logoPath);
  });

  it('checks the bytes, not the declared type, and the size; refusals append nothing', async () => {
    const before = await k.eventCount();
    const fake = await k.call('POST', '/api/company-config/logo', k.cookies.admin, {
      dataUrl: dataUrl(Buffer.from('<svg onload="alert(1)"/>'), 'image/png'),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('Por favor selecciona un archivo de imagen válido.');
    // The right first bytes are not enough: the header must decode to a size.
    const magicOnly = await k.call('POST', '/api/company-config/logo', k.cookies.admin, {
      dataUrl: dataUrl(Buffer.concat([PNG.subarray(0, 8), Buffer.from('<svg onload="alert(1)"/>')])),
    });
    expect(magicOnly.statusCode).toBe(400);
    expect(magicOnly.json().message).toBe('Por favor selecciona un archivo de imagen válido.');
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await k.call('POST', '/api/company-config/logo', k.cookies.admin, {
      dataUrl: dataUrl(big),
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe('El archivo es demasiado grande. El tamaño máximo es 5MB.');
    for (const cookie of [k.cookies.user, k.cookies.readonly]) {
      expect(
        (await k.call('POST', '/api/company-config/logo', cookie, { dataUrl: dataUrl(PNG) })).statusCode,
      ).toBe(403);
    }
    expect(await k.eventCount()).toBe(before);
    expect(
      (await k.t.app.inject({ method: 'GET', url: `/api/company-config/logo/${'0'.repeat(64)}.png` }))
        .statusCode,
    ).toBe(404);
  });
});
