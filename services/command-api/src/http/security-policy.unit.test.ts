import { describe, expect, it } from 'vitest';
import { cspDirectives, remoteOrigins } from './security-policy';

describe('remoteOrigins', () => {
  it('keeps the origin of each absolute remote URL once, and skips same-origin paths', () => {
    expect(
      remoteOrigins([
        '/remotes/pos/remoteEntry.js',
        'http://127.0.0.1:8081/remoteEntry.js',
        'http://127.0.0.1:8081/otro/remoteEntry.js',
        'https://admin.lavadero.com.py/remotes/admin/remoteEntry.js',
        'http://[::1',
        '',
      ]),
    ).toEqual(['http://127.0.0.1:8081', 'https://admin.lavadero.com.py']);
  });
});

describe('cspDirectives', () => {
  it('allows scripts only from this origin and the remotes, never inline or eval', () => {
    const directives = cspDirectives(['http://127.0.0.1:8081/remoteEntry.js']);
    expect(directives['script-src']).toEqual(["'self'", 'http://127.0.0.1:8081']);
    expect(directives['script-src-attr']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'self'"]);
    expect(directives['frame-src']).toEqual(["'self'"]);
    expect(Object.values(directives).flat()).not.toContain("'unsafe-eval'");
  });

  it('in embedded mode (relative remote URLs) names no other origin', () => {
    const directives = cspDirectives(['/remotes/pos/remoteEntry.js']);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
  });
});
