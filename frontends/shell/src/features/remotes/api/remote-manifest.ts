import { REMOTE_NAMES, type RemoteName } from '@lavadero/ui/federation/shared';

/** `/remotes.json`: where each remote's remoteEntry.js lives (relative to this page or absolute). */
export type RemoteManifest = Partial<Record<RemoteName, string>>;

/**
 * Reads the manifest the server publishes. Relative entries ('/remotes/pos/remoteEntry.js', embedded
 * mode) are made absolute against this page; absolute ones (distributed mode) are kept.
 */
export function parseRemoteManifest(json: unknown, base: string): RemoteManifest {
  if (typeof json !== 'object' || json === null) throw new Error('El manifiesto de módulos no es válido');
  const manifest: RemoteManifest = {};
  for (const name of REMOTE_NAMES) {
    const entry = (json as Record<string, unknown>)[name];
    if (typeof entry === 'string' && entry.trim() !== '') manifest[name] = new URL(entry, base).href;
  }
  return manifest;
}

export async function fetchRemoteManifest(): Promise<RemoteManifest> {
  const res = await fetch('/remotes.json', { cache: 'no-store', headers: { 'Cache-Control': 'no-cache' } });
  if (!res.ok) throw new Error(`No se pudo leer /remotes.json (${res.status})`);
  return parseRemoteManifest(await res.json(), window.location.href);
}
