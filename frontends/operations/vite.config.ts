import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { federationShared } from '../../libs/ui/src/federation/shared';
import { precompress } from '../../scripts/vite-precompress';

// Built once, served from anywhere (under /remotes/operations/ of the API server, or its own origin):
// base './' makes the federation publicPath 'auto', so chunks and CSS resolve next to remoteEntry.js.
export default defineConfig({
  base: './',
  plugins: [
    react(),
    tailwindcss(),
    federation({
      name: 'operations',
      filename: 'remoteEntry.js',
      exposes: {
        './ordenes-page': './src/features/work-orders/components/work-orders-page.tsx',
        './clientes-page': './src/features/customers/components/customers-page.tsx',
        './servicios-page': './src/features/services/components/services-page.tsx',
        './inventario-page': './src/features/inventory/components/inventory-page.tsx',
      },
      shared: federationShared,
      bundleAllCSS: true,
      dts: false,
    }),
    precompress(),
  ],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { port: 5102, strictPort: true, cors: true, origin: 'http://127.0.0.1:5102' },
});
