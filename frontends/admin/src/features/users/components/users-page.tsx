import '../../../styles.css';
import { serverMessage } from '@lavadero/ui/api/api-error';
import { useCan } from '@lavadero/ui/api/use-current-user';
import { Alert, AlertDescription, AlertTitle } from '@lavadero/ui/components/alert';
import { Button } from '@lavadero/ui/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@lavadero/ui/components/card';
import { EmptyState } from '@lavadero/ui/components/empty-state';
import { PageHeader } from '@lavadero/ui/components/page-header';
import { Skeleton } from '@lavadero/ui/components/skeleton';
import { countOf } from '@lavadero/ui/lib/plural';
import { useIsMobile } from '@lavadero/ui/lib/use-mobile';
import { AlertTriangle, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { useUsers } from '../api/get-users';
import { EditUserDialog } from './edit-user-dialog';
import { NewUserDialog } from './new-user-dialog';
import { SetPasswordDialog } from './set-password-dialog';
import { UserCards } from './user-cards';
import { filterUsers, NO_USER_FILTERS } from './user-filter';
import { UserFilters } from './user-filters';
import type { UserDialog } from './user-row-actions';
import { UsersTable } from './users-table';

const PAGE_TITLE = 'Gestión de Usuarios';
const PAGE_DESCRIPTION = 'Administre usuarios y permisos del sistema';

/**
 * /usuarios (spec 2 "User management"): admins only, which the server enforces on every call. Another
 * role reaching the address is told so, with no 'Nuevo Usuario' to be refused and no list to load.
 */
export default function UsersPage() {
  if (!useCan('users.manage')) {
    return (
      <>
        <PageHeader title={PAGE_TITLE} description={PAGE_DESCRIPTION} />
        <Alert>
          <AlertTriangle />
          <AlertTitle>Requiere permisos de administrador</AlertTitle>
          <AlertDescription>Solo un administrador puede ver y administrar los usuarios.</AlertDescription>
        </Alert>
      </>
    );
  }
  return <UsersScreen />;
}

function UsersScreen() {
  const users = useUsers();
  // A phone gets cards: seven columns do not fit 390 px, and the page must never scroll sideways.
  const isMobile = useIsMobile();
  const [filters, setFilters] = useState(NO_USER_FILTERS);
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<UserDialog | null>(null);
  const shown = users.data ? filterUsers(users.data, filters) : [];

  return (
    <>
      <PageHeader
        title={PAGE_TITLE}
        description={PAGE_DESCRIPTION}
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus />
            Nuevo Usuario
          </Button>
        }
      />
      <UserFilters filters={filters} onChange={setFilters} />
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>Usuarios del Sistema</CardTitle>
          <CardDescription>
            {users.data ? `${countOf(shown.length, 'usuario', 'usuarios')} en total` : ' '}
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
          {users.data && shown.length === 0 && <EmptyState icon={Users} title="No se encontraron usuarios" />}
          {shown.length > 0 &&
            (isMobile ? (
              <UserCards users={shown} onOpen={setDialog} />
            ) : (
              <UsersTable users={shown} onOpen={setDialog} />
            ))}
        </CardContent>
      </Card>
      {creating && <NewUserDialog onClose={() => setCreating(false)} />}
      {dialog?.kind === 'edit' && <EditUserDialog user={dialog.user} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'password' && (
        <SetPasswordDialog user={dialog.user} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
