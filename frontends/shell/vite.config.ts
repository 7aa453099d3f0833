import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { federationShared } from '../../libs/ui/src/federation/shared';
import { precompress } from '../../scripts/vite-precompress';
import { zodJitless } from '../../scripts/vite-zod-jitless';

// The API (and, in dev, the remotes) run on the command-api server.
const apiTarget = process.env.LAVADERO_API_URL ?? 'http://127.0.0.1:5000';

export default defineConfig({
  // The shell is always served at the site root; absolute asset URLs keep deep links (/ventas) working.
  base: '/',
  plugins: [
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
