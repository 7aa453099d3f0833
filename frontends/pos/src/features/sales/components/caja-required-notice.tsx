import { Alert, AlertDescription, AlertTitle } from '@lavadero/ui/components/alert';
import { Button } from '@lavadero/ui/components/button';
import { Wallet } from 'lucide-react';
import { useNavigate } from 'react-router';

/** What the sale dialog shows instead of the form when selling needs an open caja and the user has none. */
export function CajaRequiredNotice({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <div className="space-y-4">
      <Alert>
        <Wallet aria-hidden />
        <AlertTitle>Caja abierta obligatoria para vender</AlertTitle>
        <AlertDescription>
          Para vender necesita una caja abierta: abra su caja contando el fondo inicial y vuelva a Ventas.
        </AlertDescription>
      </Alert>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancelar
        </Button>
        <Button
          onClick={() => {
            onClose();
            navigate('/caja');
          }}
        >
          Abrir caja
        </Button>
      </div>
    </div>
  );
}
