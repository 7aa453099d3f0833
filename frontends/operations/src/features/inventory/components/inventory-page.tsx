import '../../../styles.css';
import { Button } from '@lavadero/ui/components/button';
import { EmptyState } from '@lavadero/ui/components/empty-state';
import { PageHeader } from '@lavadero/ui/components/page-header';
import { Package } from 'lucide-react';
import { Link } from 'react-router';

/** /inventario (spec 2). Products, stock and alerts arrive with the inventory endpoints. */
export default function InventoryPage() {
  return (
    <>
      <PageHeader title="Control de Inventario" description="Productos, stock y alertas de reposición" />
      <EmptyState
        icon={Package}
        title="Módulo en preparación"
        description="Aquí se controlará el stock de productos y las alertas de reposición."
        action={
          <Button asChild variant="outline">
            <Link to="/">Volver al Dashboard</Link>
          </Button>
        }
      />
    </>
  );
}
