import type { RemoteName } from '@lavadero/ui/federation/shared';
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { ComponentType } from 'react';
import { fetchRemoteManifest, type RemoteManifest } from './remote-manifest';

let registration: Promise<RemoteManifest> | null = null;

/**
 * Reads /remotes.json once and registers each remote with the Module Federation runtime that the
 * shell's build initialised (host `shell`, with the shared singletons). A failed read is forgotten, so
 * the next remote route tries again.
 */
export function registerRemotesFromManifest(): Promise<RemoteManifest> {
  registration ??= fetchRemoteManifest()
    .then((manifest) => {
      registerRemotes(
        Object.entries(manifest).flatMap(([name, entry]) => (entry ? [{ name, entry, type: 'module' }] : [])),
      );
      return manifest;
    })
    .catch((error: unknown) => {
      registration = null;
      throw error;
    });
  return registration;
}

/** Loads `remote/module` and returns its default export, the page component. */
export async function loadRemotePage(remote: RemoteName, module: string): Promise<ComponentType> {
  const manifest = await registerRemotesFromManifest();
  if (!manifest[remote]) throw new Error(`El módulo '${remote}' no figura en /remotes.json`);
  const loaded = await loadRemote<{ default?: ComponentType }>(`${remote}/${module}`);
  if (!loaded?.default) throw new Error(`El módulo '${remote}/${module}' no exporta una página`);
  return loaded.default;
}
