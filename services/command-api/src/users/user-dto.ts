import type { CurrentUserDto, RoleValue } from '@lavadero/contracts/auth';
import type { UserDto } from '@lavadero/contracts/users';
import type { UserWithUsage } from '@lavadero/read-models/users/users.queries';
import type { UserRow } from '@lavadero/read-models/users/users.table';

export function toCurrentUser(row: UserRow): CurrentUserDto {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    role: row.role as RoleValue,
    email: row.email,
  };
}

/**
 * `heldFailures`: the wrong passwords the API holds in memory for the account (login-throttles.ts),
 * added to those recorded in the stream before failures stopped being appended.
 */
export function toUserDto(row: UserWithUsage, heldFailures = 0): UserDto {
  const { usernameKey: _, lastFailedLogin: __, createdBy: ___, usageMonth: ____, ...dto } = row;
  return { ...dto, failedLoginAttempts: row.failedLoginAttempts + heldFailures };
}
