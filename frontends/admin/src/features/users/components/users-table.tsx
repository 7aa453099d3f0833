import type { UserDto } from '@lavadero/contracts/users';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@lavadero/ui/components/table';
import { lastAccess, MonthlyUsage, RoleBadge, StatusBadge, Subscription, UserName } from './user-cells';
import { type UserDialog, UserRowActions } from './user-row-actions';

/** 'Usuarios del Sistema' (spec 2 §2) from a tablet up; phones get UserCards instead. */
export function UsersTable({
  users,
  onOpen,
}: {
  users: readonly UserDto[];
  onOpen: (dialog: UserDialog) => void;
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Usuario</TableHead>
          <TableHead>Rol</TableHead>
          <TableHead>Suscripción</TableHead>
          <TableHead>Uso Mensual</TableHead>
          <TableHead>Estado</TableHead>
          <TableHead>Último Acceso</TableHead>
          <TableHead className="text-right">Acciones</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id}>
            <TableCell>
              <UserName user={user} />
            </TableCell>
            <TableCell>
              <RoleBadge user={user} />
            </TableCell>
            <TableCell>
              <Subscription user={user} />
            </TableCell>
            <TableCell>
              <MonthlyUsage user={user} />
            </TableCell>
            <TableCell>
              <StatusBadge user={user} />
            </TableCell>
            <TableCell className="text-muted-foreground">{lastAccess(user)}</TableCell>
            <TableCell>
              <UserRowActions user={user} onOpen={onOpen} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
