import { precompress } from '@lavadero/build-tools/vite-precompress';
import { zodJitless } from '@lavadero/build-tools/vite-zod-jitless';
import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { vendorChunks } from '../../libs/ui/src/federation/chunks';
import { federationShared } from '../../libs/ui/src/federation/shared';
import { FIRST_SCREEN_ENTRY, firstScreen } from './vite-first-screen';

// The API (and, in dev, the remotes) run on the command-api server.
const apiTarget = process.env.LAVADERO_API_URL ?? 'http://127.0.0.1:5000';

export default defineConfig({
  // The shell is always served at the site root; absolute asset URLs keep deep links (/ventas) working.
  base: '/',
  plugins: [
    // Before the federation's plugins: its resolver must not see the first screen's imports.
    ...firstScreen(),
    react(),
    tailwindcss(),
    federation({
      name: 'shell',
      // No remotes at build time: their URLs come from /remotes.json at run time (remote-registry.ts).
      remotes: {},
      shared: federationShared,
      dts: false,
    }),
    zodJitless(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // The first screen is an entry of its own, started by index.html (vite-first-screen.ts).
      input: { index: 'index.html', 'first-screen': FIRST_SCREEN_ENTRY },
      output: vendorChunks,
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/remotes.json': apiTarget,
      '/remotes/': apiTarget,
    },
  },
});
