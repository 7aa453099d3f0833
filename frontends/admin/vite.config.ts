import { remoteViteConfig } from '../../libs/ui/src/federation/remote-vite-config';

export default remoteViteConfig({
  name: 'admin',
  port: 5103,
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
});
