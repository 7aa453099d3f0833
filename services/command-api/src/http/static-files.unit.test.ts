import { describe, expect, it } from 'vitest';
import { acceptsEncoding, cacheControlFor, isApiPath } from './static-files';

describe('cacheControlFor', () => {
  it('caches hashed files under assets/ for a year and revalidates the rest', () => {
    expect(cacheControlFor('assets/index-DpD3NR4B.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('assets/index-DpD3NR4B.js.br')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('assets\\index-DTo1k42N.css')).toBe('public, max-age=31536000, immutable');
    for (const entry of [
      'index.html',
      'remoteEntry.js',
      'remoteEntry.js.gz',
      'mf-manifest.json',
      'favicon.svg',
    ]) {
      expect(cacheControlFor(entry), entry).toBe('no-cache');
    }
  });
});

describe('acceptsEncoding', () => {
  it('reads names, weights and the wildcard', () => {
    expect(acceptsEncoding('gzip, deflate, br, zstd', 'br')).toBe(true);
    expect(acceptsEncoding('gzip;q=1.0, br;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('GZIP', 'gzip')).toBe(true);
    expect(acceptsEncoding('*', 'br')).toBe(true);
    expect(acceptsEncoding('br;q=0, *;q=0.5', 'br')).toBe(false);
    expect(acceptsEncoding('identity', 'gzip')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
  });
});

describe('isApiPath', () => {
  it('tells API paths from the frontends', () => {
    expect(isApiPath('/api/customers')).toBe(true);
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/apiary')).toBe(false);
    expect(isApiPath('/remotes/pos/remoteEntry.js')).toBe(false);
  });
});
