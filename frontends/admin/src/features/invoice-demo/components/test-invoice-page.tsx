import '../../../styles.css';
import { Button } from '@lavadero/ui/components/button';
import { EmptyState } from '@lavadero/ui/components/empty-state';
import { PageHeader } from '@lavadero/ui/components/page-header';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';

/** /test-invoice (spec 2). The sample Paraguayan invoice arrives with the fiscal rendering helpers. */
export default function TestInvoicePage() {
  return (
    <>
      <PageHeader title="Factura de Prueba" description="Factura de demostración con datos de ejemplo" />
      <EmptyState
        icon={FileText}
        title="Módulo en preparación"
        description="Aquí se mostrará una factura paraguaya con datos de ejemplo."
        action={
          <Button asChild variant="outline">
            <Link to="/">Volver al Dashboard</Link>
          </Button>
        }
      />
    </>
  );
}
