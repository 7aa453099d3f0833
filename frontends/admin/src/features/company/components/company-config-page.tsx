import '../../../styles.css';
import { Button } from '@lavadero/ui/components/button';
import { EmptyState } from '@lavadero/ui/components/empty-state';
import { PageHeader } from '@lavadero/ui/components/page-header';
import { Settings } from 'lucide-react';
import { Link } from 'react-router';

/** /configuracion (spec 2). Company data, timbrado and DNIT sections arrive with their endpoints. */
export default function CompanyConfigPage() {
  return (
    <>
      <PageHeader
        title="Configuración de la Empresa"
        description="Datos de la empresa, timbrado e integración con DNIT"
      />
      <EmptyState
        icon={Settings}
        title="Módulo en preparación"
        description="Aquí se configurarán los datos de la empresa, el timbrado y la integración con DNIT."
        action={
          <Button asChild variant="outline">
            <Link to="/">Volver al Dashboard</Link>
          </Button>
        }
      />
    </>
  );
}
