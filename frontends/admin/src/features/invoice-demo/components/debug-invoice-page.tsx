import '../../../styles.css';
import { Button } from '@lavadero/ui/components/button';
import { EmptyState } from '@lavadero/ui/components/empty-state';
import { PageHeader } from '@lavadero/ui/components/page-header';
import { Bug } from 'lucide-react';
import { Link } from 'react-router';

/** /debug-invoice (spec 2). Generating the sample invoice HTML arrives with the fiscal rendering helpers. */
export default function DebugInvoicePage() {
  return (
    <>
      <PageHeader
        title="Depuración de Factura"
        description="Genera el HTML de una factura de ejemplo y lo abre en una ventana nueva"
      />
      <EmptyState
        icon={Bug}
        title="Módulo en preparación"
        description="Aquí se podrá generar y revisar el HTML de una factura de ejemplo."
        action={
          <Button asChild variant="outline">
            <Link to="/">Volver al Dashboard</Link>
          </Button>
        }
      />
    </>
  );
}
