import '../../../styles.css';
import { Button } from '@lavadero/ui/components/button';
import { EmptyState } from '@lavadero/ui/components/empty-state';
import { PageHeader } from '@lavadero/ui/components/page-header';
import { Users } from 'lucide-react';
import { Link } from 'react-router';

/** /clientes (spec 2). Customers and vehicles arrive with their endpoints. */
export default function CustomersPage() {
  return (
    <>
      <PageHeader
        title="Gestión de Clientes"
        description="Administre clientes, sus datos fiscales y sus vehículos"
      />
      <EmptyState
        icon={Users}
        title="Módulo en preparación"
        description="Aquí se gestionarán los clientes y sus vehículos."
        action={
          <Button asChild variant="outline">
            <Link to="/">Volver al Dashboard</Link>
          </Button>
        }
      />
    </>
  );
}
