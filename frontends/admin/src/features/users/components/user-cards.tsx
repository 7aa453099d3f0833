import type { UserDto } from '@lavadero/contracts/users';
import { lastAccess, MonthlyUsage, RoleBadge, StatusBadge, Subscription, UserName } from './user-cells';
import { type UserDialog, UserRowActions } from './user-row-actions';

/** The users on a phone: one card each with every column of the table, so nothing scrolls sideways. */
export function UserCards({
  users,
  onOpen,
}: {
  users: readonly UserDto[];
  onOpen: (dialog: UserDialog) => void;
}) {
  return (
    <ul className="space-y-3">
      {users.map((user) => (
        <li key={user.id}>
          <article aria-label={user.username} className="space-y-3 rounded-lg border p-3 text-sm">
            <div className="flex items-start justify-between gap-2">
              <UserName user={user} />
              <div className="flex shrink-0 flex-col items-end gap-1">
                <RoleBadge user={user} />
                <StatusBadge user={user} />
              </div>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2">
              <dt className="text-muted-foreground">Suscripción</dt>
              <dd>
                <Subscription user={user} />
              </dd>
              <dt className="text-muted-foreground">Uso Mensual</dt>
              <dd>
                <MonthlyUsage user={user} />
              </dd>
              <dt className="text-muted-foreground">Último Acceso</dt>
              <dd>{lastAccess(user)}</dd>
            </dl>
            <UserRowActions user={user} onOpen={onOpen} />
          </article>
        </li>
      ))}
    </ul>
  );
}
