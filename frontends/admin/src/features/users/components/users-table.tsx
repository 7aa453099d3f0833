import type { UserDto } from '@lavadero/contracts/users';
import { asuncionToday, formatDayEs } from '@lavadero/fiscal/asuncion-day';
import { Badge } from '@lavadero/ui/components/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@lavadero/ui/components/table';
import { formatDateTime } from '@lavadero/ui/lib/format';
import { roleLabel } from '@lavadero/ui/lib/roles';
import { usageLevel } from './usage-level';
import { PLAN_OPTIONS } from './user-form';
import { type UserDialog, UserRowActions } from './user-row-actions';
import { userStatus } from './user-status';

const planLabel = (plan: string) => PLAN_OPTIONS.find((p) => p.value === plan)?.label.split(' (')[0] ?? plan;
const expiry = (user: UserDto) =>
  user.expirationDate ? `Expira ${formatDayEs(asuncionToday(new Date(user.expirationDate)))}` : 'Sin límite';

/**
 * 'Usuarios del Sistema' (spec 2 §2). On a phone the table scrolls sideways inside its card (the
 * page itself never does), with the name column first so the person always sees whose row it is.
 */
export function UsersTable({
  users,
  onOpen,
}: {
  users: readonly UserDto[];
  onOpen: (dialog: UserDialog) => void;
}) {
  return (
    <Table className="min-w-[56rem]">
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
        {users.map((user) => {
          const status = userStatus(user);
          const usage = usageLevel(user.currentMonthInvoices, user.monthlyInvoiceLimit);
          return (
            <TableRow key={user.id} data-testid={`user-row-${user.username}`}>
              <TableCell>
                <div className="font-medium">{user.username}</div>
                {user.fullName && <div className="text-muted-foreground text-xs">{user.fullName}</div>}
                {user.email && <div className="text-muted-foreground text-xs">{user.email}</div>}
              </TableCell>
              <TableCell>
                <Badge variant={user.role === 'admin' ? 'default' : 'outline'}>{roleLabel(user.role)}</Badge>
              </TableCell>
              <TableCell>
                <div>{planLabel(user.subscriptionType)}</div>
                <div className="text-muted-foreground text-xs">{expiry(user)}</div>
              </TableCell>
              <TableCell>
                <div className="tabular-nums">
                  {user.currentMonthInvoices}/{user.monthlyInvoiceLimit}
                </div>
                <Badge variant={usage.variant}>{usage.label}</Badge>
              </TableCell>
              <TableCell>
                <Badge variant={status.variant}>{status.label}</Badge>
              </TableCell>
              <TableCell className="text-muted-foreground">
                {user.lastLogin ? formatDateTime(user.lastLogin) : 'Nunca'}
              </TableCell>
              <TableCell>
                <UserRowActions user={user} onOpen={onOpen} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
