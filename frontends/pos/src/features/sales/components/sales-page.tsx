import '../../../styles.css';
import { Button } from '@lavadero/ui/components/button';
import { EmptyState } from '@lavadero/ui/components/empty-state';
import { PageHeader } from '@lavadero/ui/components/page-header';
import { Receipt } from 'lucide-react';
import { Link } from 'react-router';

/** /ventas (spec 1 §2 "Punto de Venta"). The sales list, stats and dialogs arrive with the sales endpoints. */
export default function SalesPage() {
  return (
    <>
      <PageHeader title="Punto de Venta" description="Facturación y registro de ventas" />
      <EmptyState
        icon={Receipt}
        title="Módulo en preparación"
        description="Aquí se registrarán las ventas y se emitirán las facturas con timbrado."
        action={
          <Button asChild variant="outline">
            <Link to="/">Volver al Dashboard</Link>
          </Button>
        }
      />
    </>
  );
}
