import type { UserDto } from '@lavadero/contracts/users';
import { asuncionToday, formatDayEs } from '@lavadero/fiscal/asuncion-day';
import { Badge } from '@lavadero/ui/components/badge';
import { formatDateTime } from '@lavadero/ui/lib/format';
import { roleLabel } from '@lavadero/ui/lib/roles';
import { usageLevel } from './usage-level';
import { PLAN_OPTIONS } from './user-form';
import { userStatus } from './user-status';

/** What the table and the phone cards both show of a user, one piece per column. */

export function UserName({ user }: { user: UserDto }) {
  return (
    <div className="min-w-0">
      <div className="font-medium">{user.username}</div>
      {user.fullName && <div className="text-muted-foreground text-xs">{user.fullName}</div>}
      {user.email && <div className="break-all text-muted-foreground text-xs">{user.email}</div>}
    </div>
  );
}

export function RoleBadge({ user }: { user: UserDto }) {
  return <Badge variant={user.role === 'admin' ? 'default' : 'outline'}>{roleLabel(user.role)}</Badge>;
}

const planLabel = (plan: string) => PLAN_OPTIONS.find((p) => p.value === plan)?.label.split(' (')[0] ?? plan;

export function Subscription({ user }: { user: UserDto }) {
  return (
    <div>
      <div>{planLabel(user.subscriptionType)}</div>
      <div className="text-muted-foreground text-xs">
        {user.expirationDate
          ? `Expira ${formatDayEs(asuncionToday(new Date(user.expirationDate)))}`
          : 'Sin límite'}
      </div>
    </div>
  );
}

export function MonthlyUsage({ user }: { user: UserDto }) {
  const usage = usageLevel(user.currentMonthInvoices, user.monthlyInvoiceLimit);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="tabular-nums">
        {user.currentMonthInvoices}/{user.monthlyInvoiceLimit}
      </span>
      <Badge variant={usage.variant}>{usage.label}</Badge>
    </div>
  );
}

export function StatusBadge({ user }: { user: UserDto }) {
  const status = userStatus(user);
  return <Badge variant={status.variant}>{status.label}</Badge>;
}

export const lastAccess = (user: UserDto) => (user.lastLogin ? formatDateTime(user.lastLogin) : 'Nunca');
