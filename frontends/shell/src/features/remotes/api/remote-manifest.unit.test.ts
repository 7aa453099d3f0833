import { describe, expect, it } from 'vitest';
import { REMOTE_ROUTES } from '../remote-routes';
import { parseRemoteManifest } from './remote-manifest';

describe('parseRemoteManifest', () => {
  it('resolves embedded-mode paths against the page and keeps absolute URLs', () => {
    const manifest = parseRemoteManifest(
      {
        pos: '/remotes/pos/remoteEntry.js',
        operations: 'http://127.0.0.1:5102/remoteEntry.js',
        admin: 'https://admin.example.com/remoteEntry.js',
      },
      'http://127.0.0.1:5000/ventas',
    );
    expect(manifest).toEqual({
      pos: 'http://127.0.0.1:5000/remotes/pos/remoteEntry.js',
      operations: 'http://127.0.0.1:5102/remoteEntry.js',
      admin: 'https://admin.example.com/remoteEntry.js',
    });
  });

  it('ignores unknown names and empty entries', () => {
    expect(parseRemoteManifest({ pos: '', other: '/x.js', admin: 3 }, 'http://h/')).toEqual({});
  });

  it('rejects a manifest that is not an object', () => {
    expect(() => parseRemoteManifest('nope', 'http://h/')).toThrow('El manifiesto de módulos no es válido');
  });
});

describe('remote routes', () => {
  it('cover every remote screen of the route table once', () => {
    expect(REMOTE_ROUTES.map((r) => r.path)).toEqual([
      '/ventas',
      '/caja',
      '/ordenes',
      '/clientes',
      '/servicios',
      '/inventario',
      '/usuarios',
      '/configuracion',
      '/reportes',
      '/documentos-electronicos',
      '/migrar-datos',
      '/test-invoice',
      '/debug-invoice',
    ]);
  });
});
