import '../../../styles.css';
import { Button } from '@lavadero/ui/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@lavadero/ui/components/card';
import { PageHeader } from '@lavadero/ui/components/page-header';
import { toast } from '@lavadero/ui/hooks/use-toast';
import { Download } from 'lucide-react';
import { toastFailure } from '../../../components/toast-failure';
import { useExportBackup } from '../api/export-backup';
import { ImportCard } from './import-card';

/** /migrar-datos (spec 2 "Data migration page"): download the current backup, import one. */
export default function MigrationPage() {
  const exportBackup = useExportBackup();
  const download = () =>
    exportBackup.mutate(undefined, {
      onSuccess: () => toast({ title: 'Datos exportados exitosamente' }),
      onError: (error) => toastFailure('Error al exportar datos', error),
    });

  return (
    <>
      <PageHeader
        title="Migración de Datos"
        description="Importe datos desde un respaldo y descargue el respaldo actual"
        actions={
          <Button variant="outline" onClick={download} disabled={exportBackup.isPending}>
            <Download />
            {exportBackup.isPending ? 'Exportando...' : 'Descargar Respaldo'}
          </Button>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Importar Datos</CardTitle>
          <CardDescription>
            Seleccione un archivo de respaldo JSON del Sistema Lavadero. Se valida completo antes de guardar:
            si un solo registro es inválido no se importa nada. Los registros que ya existen (mismo
            identificador) se omiten, así que importar dos veces el mismo archivo no duplica nada. Las
            facturas conservan su número y la numeración continúa después del mayor.
          </CardDescription>
          <CardDescription>
            El respaldo no incluye contraseñas: los usuarios importados quedan inactivos hasta que un
            administrador les asigne una contraseña y los active en Usuarios.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ImportCard />
        </CardContent>
      </Card>
    </>
  );
}
