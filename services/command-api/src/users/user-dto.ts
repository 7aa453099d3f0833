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

export function toUserDto(row: UserWithUsage): UserDto {
  const { usernameKey: _, lastFailedLogin: __, createdBy: ___, usageMonth: ____, ...dto } = row;
  return dto;
}
