import { UserRecord } from '@lavadero/contracts/migration-records';
import { toUsernameStreamId, toUserStreamId } from '@lavadero/domain/users/events';
import { userDecider } from '@lavadero/domain/users/user-decide';
import { usernameDecider } from '@lavadero/domain/users/username-decide';
import { listUsers } from '@lavadero/read-models/users/users.queries';
import { warmDecoyHash } from '../../users/passwords';
import { toUserDto } from '../../users/user-dto';
import { entityHandler } from './entity-handler';

/**
 * A backup carries no password, so an imported user cannot log in until an administrator sets one:
 * the account is created inactive, with the hash of a random password nobody knows (the same decoy
 * the login uses for unknown usernames). The username is claimed in the same append, as on
 * POST /api/users. A user already present (same id) keeps everything, password included.
 */
export const usersHandler = entityHandler({
  entity: 'users',
  exportAll: async (db) => (await listUsers(db)).map(toUserDto),
  schema: UserRecord,
  streamsOf: (u) => [toUserStreamId(u.id), toUsernameStreamId(u.username)],
  async importRecord(ctx, record) {
    const stream = toUserStreamId(record.id);
    if (ctx.state(userDecider, stream, 'all').status !== 'absent') return 'skipped';
    const passwordHash = await warmDecoyHash();
    ctx.decide(usernameDecider, toUsernameStreamId(record.username), 'all', {
      type: 'ClaimUsername',
      data: { username: record.username, userId: record.id },
    });
    ctx.decide(userDecider, stream, 'all', {
      type: 'CreateUser',
      data: {
        userId: record.id,
        username: record.username,
        passwordHash,
        fullName: record.fullName,
        email: record.email,
        role: record.role,
        subscriptionType: record.subscriptionType,
        monthlyInvoiceLimit: record.monthlyInvoiceLimit,
        expirationDate: record.expirationDate ?? null,
        isActive: false,
        createdBy: ctx.importedBy,
        now: record.createdAt ?? ctx.now,
      },
    });
    return 'created';
  },
});
