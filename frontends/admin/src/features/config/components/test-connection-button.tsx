import { dnitMessages } from '@lavadero/contracts/dnit-config';
import { Button } from '@lavadero/ui/components/button';
import { toast } from '@lavadero/ui/hooks/use-toast';
import { Loader2, PlugZap } from 'lucide-react';
import { toastFailure } from '../../../components/toast-failure';
import { useTestDnitConnection } from '../api/test-dnit-connection';

/** 'Probar conexión': the saved settings, tried by the fiscal worker; the result is toasted and recorded. */
export function TestConnectionButton({ configured }: { configured: boolean }) {
  const test = useTestDnitConnection();

  const run = () => {
    if (!configured) {
      toast({
        variant: 'destructive',
        title: 'Error al probar conexión',
        description: dnitMessages.notConfigured,
      });
      return;
    }
    test.mutate(undefined, {
      onSuccess: (reply) =>
        reply?.success
          ? toast({ title: 'Conexión exitosa', description: 'DNIT respondió correctamente.' })
          : toast({
              variant: 'destructive',
              title: 'Error de conexión',
              description: reply?.error || 'No se pudo conectar con DNIT.',
            }),
      onError: (error) => toastFailure('Error al probar conexión', error),
    });
  };

  return (
    <Button type="button" variant="outline" onClick={run} disabled={test.isPending}>
      {test.isPending ? <Loader2 className="animate-spin" /> : <PlugZap />}
      {test.isPending ? 'Probando...' : 'Probar conexión'}
    </Button>
  );
}
