import type { UserDto } from '@lavadero/contracts/users';
import { Badge } from '@lavadero/ui/components/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@lavadero/ui/components/table';
import { formatDateTime } from '@lavadero/ui/lib/format';
import { roleLabel } from '@lavadero/ui/lib/roles';
import { userStatus } from './user-status';

const lastAccess = (user: UserDto) => (user.lastLogin ? formatDateTime(user.lastLogin) : 'Nunca');

export function UsersTable({ users }: { users: readonly UserDto[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Usuario</TableHead>
          <TableHead>Rol</TableHead>
          <TableHead>Estado</TableHead>
          {/* On a phone the last access moves under the name, so the table fits 390 px without scrolling. */}
          <TableHead className="hidden sm:table-cell">Último Acceso</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => {
          const status = userStatus(user);
          return (
            <TableRow key={user.id}>
              <TableCell>
                <div className="font-medium">{user.username}</div>
                {user.fullName && <div className="text-muted-foreground text-xs">{user.fullName}</div>}
                <div className="text-muted-foreground text-xs sm:hidden">{lastAccess(user)}</div>
              </TableCell>
              <TableCell>
                <Badge variant={user.role === 'admin' ? 'default' : 'outline'}>{roleLabel(user.role)}</Badge>
              </TableCell>
              <TableCell>
                <Badge variant={status.variant}>{status.label}</Badge>
              </TableCell>
              <TableCell className="hidden text-muted-foreground sm:table-cell">{lastAccess(user)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
