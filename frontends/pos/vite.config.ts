import { remoteViteConfig } from '../../libs/ui/src/federation/remote-vite-config';

export default remoteViteConfig({
  name: 'pos',
  port: 5101,
  exposes: {
    './ventas-page': './src/features/sales/components/sales-page.tsx',
    './caja-page': './src/features/cash-sessions/components/caja-page.tsx',
  },
});
