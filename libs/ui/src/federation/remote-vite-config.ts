import { precompress } from '@lavadero/build-tools/vite-precompress';
import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { vendorChunks } from './chunks';
import { federationShared } from './shared';

export interface RemoteOptions {
  /** The federation name the shell's /remotes.json knows it by. */
  readonly name: 'pos' | 'operations' | 'admin';
  /** The dev server's port (the distributed launcher serves the build on the same one). */
  readonly port: number;
  /** Exposed module name → source file, as the shell's routes import them. */
  readonly exposes: Record<string, string>;
}

/**
 * The Vite config every remote shares. Built once, served from anywhere (under /remotes/<name>/ of
 * the API server, or its own origin): base './' makes the federation publicPath 'auto', so chunks and
 * CSS resolve next to remoteEntry.js.
 */
export function remoteViteConfig({ name, port, exposes }: RemoteOptions): UserConfig {
  return defineConfig({
    base: './',
    plugins: [
      react(),
      tailwindcss(),
      federation({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: federationShared,
        bundleAllCSS: true,
        dts: false,
      }),
      precompress(),
    ],
    build: { outDir: 'dist', emptyOutDir: true, rolldownOptions: { output: vendorChunks } },
    server: { port, strictPort: true, cors: true, origin: `http://127.0.0.1:${port}` },
  });
}
