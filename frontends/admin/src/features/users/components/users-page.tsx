import '../../../styles.css';
import { serverMessage } from '@lavadero/ui/api/api-error';
import { Alert, AlertDescription, AlertTitle } from '@lavadero/ui/components/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@lavadero/ui/components/card';
import { EmptyState } from '@lavadero/ui/components/empty-state';
import { PageHeader } from '@lavadero/ui/components/page-header';
import { Skeleton } from '@lavadero/ui/components/skeleton';
import { countOf } from '@lavadero/ui/lib/plural';
import { AlertTriangle, Users } from 'lucide-react';
import { useUsers } from '../api/get-users';
import { UsersTable } from './users-table';

/** /usuarios (spec 2 "User management"). Filters and the create/edit dialogs arrive with later issues. */
export default function UsersPage() {
  const users = useUsers();

  return (
    <>
      <PageHeader title="Gestión de Usuarios" description="Administre usuarios y permisos del sistema" />
      <Card>
        <CardHeader>
          <CardTitle>Usuarios del Sistema</CardTitle>
          <CardDescription>
            {users.data ? `${countOf(users.data.length, 'usuario', 'usuarios')} en total` : ' '}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {users.isLoading && (
            <div className="space-y-2" role="status" aria-label="Cargando usuarios...">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          )}
          {users.isError && (
            <Alert variant="destructive">
              <AlertTriangle />
              <AlertTitle>No se pudieron cargar los usuarios</AlertTitle>
              <AlertDescription>{serverMessage(users.error, users.error.message)}</AlertDescription>
            </Alert>
          )}
          {users.data?.length === 0 && <EmptyState icon={Users} title="No se encontraron usuarios" />}
          {users.data && users.data.length > 0 && <UsersTable users={users.data} />}
        </CardContent>
      </Card>
    </>
  );
}
