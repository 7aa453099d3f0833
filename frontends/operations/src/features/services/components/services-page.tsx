import '../../../styles.css';
import { Button } from '@lavadero/ui/components/button';
import { EmptyState } from '@lavadero/ui/components/empty-state';
import { PageHeader } from '@lavadero/ui/components/page-header';
import { Wrench } from 'lucide-react';
import { Link } from 'react-router';

/** /servicios (spec 2). Services and combos arrive with their endpoints. */
export default function ServicesPage() {
  return (
    <>
      <PageHeader title="Gestión de Servicios" description="Servicios y combos ofrecidos por el lavadero" />
      <EmptyState
        icon={Wrench}
        title="Módulo en preparación"
        description="Aquí se configurarán los servicios, sus precios y los combos."
        action={
          <Button asChild variant="outline">
            <Link to="/">Volver al Dashboard</Link>
          </Button>
        }
      />
    </>
  );
}
