import '../../../styles.css';
import { Button } from '@lavadero/ui/components/button';
import { EmptyState } from '@lavadero/ui/components/empty-state';
import { PageHeader } from '@lavadero/ui/components/page-header';
import { BarChart3 } from 'lucide-react';
import { Link } from 'react-router';

/** /reportes (spec 2). Periods, metrics and panels arrive with the reports endpoint. */
export default function ReportsPage() {
  return (
    <>
      <PageHeader title="Reportes de Negocio" description="Análisis de ventas, servicios y rendimiento" />
      <EmptyState
        icon={BarChart3}
        title="Módulo en preparación"
        description="Aquí se mostrarán las ventas, los servicios más populares y los mejores clientes del período."
        action={
          <Button asChild variant="outline">
            <Link to="/">Volver al Dashboard</Link>
          </Button>
        }
      />
    </>
  );
}
