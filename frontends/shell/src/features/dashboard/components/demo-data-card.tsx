import { serverMessage } from '@lavadero/ui/api/api-error';
import { useCan } from '@lavadero/ui/api/use-current-user';
import { Button } from '@lavadero/ui/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@lavadero/ui/components/card';
import { toast } from '@lavadero/ui/hooks/use-toast';
import { Sparkles } from 'lucide-react';
import { useDemoDataStatus, useLoadDemoData } from '../api/demo-data';

/**
 * On a system without data of its own, an administrator can fill it with a demo car wash (services,
 * combos, products with stock, customers and vehicles) to see a working day at once. Gone as soon as
 * the business has any data.
 */
export function DemoDataCard() {
  const mayLoad = useCan('demo.load');
  const status = useDemoDataStatus(mayLoad);
  const load = useLoadDemoData();
  if (!mayLoad || !status.data?.available) return null;

  const start = () =>
    load.mutate(undefined, {
      onSuccess: (counts) =>
        toast({
          title: 'Datos de demostración cargados',
          description: counts
            ? `${counts.services} servicios, ${counts.combos} combos, ${counts.products} productos, ${counts.customers} clientes y ${counts.vehicles} vehículos.`
            : undefined,
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'No se cargaron los datos de demostración',
          description: serverMessage(error, 'Error al conectar con el servidor'),
        }),
    });

  return (
    <Card role="region" aria-label="Sistema sin datos">
      <CardHeader>
        <CardTitle>El sistema todavía no tiene datos</CardTitle>
        <CardDescription>
          Cargue un lavadero de demostración (servicios, combos, productos con stock, clientes y sus
          vehículos) para recorrer un día de trabajo, o empiece a cargar los suyos desde Servicios, Inventario
          y Clientes.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={start} disabled={load.isPending}>
          <Sparkles aria-hidden />
          {load.isPending ? 'Cargando...' : 'Cargar datos de demostración'}
        </Button>
      </CardContent>
    </Card>
  );
}
