import { Alert, AlertDescription, AlertTitle } from '@lavadero/ui/components/alert';
import { Button } from '@lavadero/ui/components/button';
import { countOf } from '@lavadero/ui/lib/plural';
import { FileWarning } from 'lucide-react';
import { Link } from 'react-router';
import { useElectronicAlerts } from '../api/get-electronic-alerts';

/**
 * The dashboard's warning about electronic invoices: rejected by SIFEN, or waiting for its answer
 * more than 24 h. Hidden when there is none (and for a company that never issued one).
 */
export function ElectronicAlertsBanner() {
  const { data } = useElectronicAlerts();
  if (!data || (data.rechazados === 0 && data.demorados === 0)) return null;
  const parts = [
    data.rechazados > 0
      ? `${countOf(data.rechazados, 'factura rechazada', 'facturas rechazadas')} por SIFEN`
      : null,
    data.demorados > 0
      ? `${countOf(data.demorados, 'factura pendiente', 'facturas pendientes')} de aprobación hace más de 24 horas`
      : null,
  ].filter(Boolean);
  return (
    <Alert variant="destructive" data-testid="electronic-alerts-banner">
      <FileWarning aria-hidden />
      <AlertTitle>Facturación electrónica: revise los documentos</AlertTitle>
      <AlertDescription className="text-current">
        <p>{parts.join(' y ')}.</p>
        <Button asChild size="sm" variant="outline" className="mt-2">
          <Link to="/documentos-electronicos">Ver documentos electrónicos</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
