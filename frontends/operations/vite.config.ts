import { remoteViteConfig } from '../../libs/ui/src/federation/remote-vite-config';

export default remoteViteConfig({
  name: 'operations',
  port: 5102,
  exposes: {
    './ordenes-page': './src/features/work-orders/components/work-orders-page.tsx',
    './clientes-page': './src/features/customers/components/customers-page.tsx',
    './servicios-page': './src/features/services/components/services-page.tsx',
    './inventario-page': './src/features/inventory/components/inventory-page.tsx',
  },
});
