import '../../../styles.css';
import { Button } from '@lavadero/ui/components/button';
import { EmptyState } from '@lavadero/ui/components/empty-state';
import { PageHeader } from '@lavadero/ui/components/page-header';
import { DatabaseBackup } from 'lucide-react';
import { Link } from 'react-router';

/** /migrar-datos (spec 2). File upload and backup download arrive with the migration endpoints. */
export default function MigrationPage() {
  return (
    <>
      <PageHeader
        title="Migración de Datos"
        description="Importe datos desde un respaldo y descargue el respaldo actual"
      />
      <EmptyState
        icon={DatabaseBackup}
        title="Módulo en preparación"
        description="Aquí se podrá importar un archivo JSON y descargar el respaldo actual."
        action={
          <Button asChild variant="outline">
            <Link to="/">Volver al Dashboard</Link>
          </Button>
        }
      />
    </>
  );
}
