import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { federationShared } from '../../libs/ui/src/federation/shared';
import { precompress } from '../../scripts/vite-precompress';

// Built once, served from anywhere (under /remotes/pos/ of the API server, or its own origin):
// base './' makes the federation publicPath 'auto', so chunks and CSS resolve next to remoteEntry.js.
export default defineConfig({
  base: './',
  plugins: [
    react(),
    tailwindcss(),
    federation({
      name: 'pos',
      filename: 'remoteEntry.js',
      exposes: {
        './ventas-page': './src/features/sales/components/sales-page.tsx',
      },
      shared: federationShared,
      bundleAllCSS: true,
      dts: false,
    }),
    precompress(),
  ],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { port: 5101, strictPort: true, cors: true, origin: 'http://127.0.0.1:5101' },
});
