import '../../../styles.css';
import { Button } from '@lavadero/ui/components/button';
import { EmptyState } from '@lavadero/ui/components/empty-state';
import { PageHeader } from '@lavadero/ui/components/page-header';
import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';

/** /ordenes (spec 2). Orders, filters and dialogs arrive with the work-order endpoints. */
export default function WorkOrdersPage() {
  return (
    <>
      <PageHeader title="Órdenes de Servicio" description="Gestión de órdenes de trabajo del lavadero" />
      <EmptyState
        icon={ClipboardList}
        title="Módulo en preparación"
        description="Aquí se registrarán las órdenes de trabajo y su avance hasta la entrega."
        action={
          <Button asChild variant="outline">
            <Link to="/">Volver al Dashboard</Link>
          </Button>
        }
      />
    </>
  );
}
