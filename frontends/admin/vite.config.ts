import { precompress } from '@lavadero/build-tools/vite-precompress';
import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { vendorChunks } from '../../libs/ui/src/federation/chunks';
import { federationShared } from '../../libs/ui/src/federation/shared';

// Built once, served from anywhere (under /remotes/admin/ of the API server, or its own origin):
// base './' makes the federation publicPath 'auto', so chunks and CSS resolve next to remoteEntry.js.
export default defineConfig({
  base: './',
  plugins: [
    react(),
    tailwindcss(),
    federation({
      name: 'admin',
      filename: 'remoteEntry.js',
      exposes: {
        './usuarios-page': './src/features/users/components/users-page.tsx',
        './configuracion-page': './src/features/config/components/config-page.tsx',
        './reportes-page': './src/features/reports/components/reports-page.tsx',
        './migrar-datos-page': './src/features/migration/components/migration-page.tsx',
        './documentos-electronicos-page':
          './src/features/electronic-documents/components/electronic-documents-page.tsx',
        './test-invoice-page': './src/features/invoice-demo/components/test-invoice-page.tsx',
        './debug-invoice-page': './src/features/invoice-demo/components/debug-invoice-page.tsx',
      },
      shared: federationShared,
      bundleAllCSS: true,
      dts: false,
    }),
    precompress(),
  ],
  build: { outDir: 'dist', emptyOutDir: true, rolldownOptions: { output: vendorChunks } },
  server: { port: 5103, strictPort: true, cors: true, origin: 'http://127.0.0.1:5103' },
});
