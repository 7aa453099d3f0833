import { ChangeOwnPasswordBody } from '@lavadero/contracts/account';
import { CreateUserBody, IdParams, UpdateUserBody } from '@lavadero/contracts/users';
import { ForbiddenError, NotFoundError } from '@lavadero/domain/shared/errors';
import { userDecider } from '@lavadero/domain/users/decide';
import { toUserStreamId, type UserProfile } from '@lavadero/domain/users/events';
import { userMessages } from '@lavadero/domain/users/messages';
import { findUserById, listUsers } from '@lavadero/read-models/users/users.queries';
import type { UserRow } from '@lavadero/read-models/users/users.table';
import type { FastifyInstance } from 'fastify';
import { parse } from '../http/parse';
import { requireUser } from '../plugins/access';
import { actorOf } from '../plugins/commands';
import { createUser } from './create-user';
import { hashPassword, verifyPassword } from './passwords';
import { toUserDto } from './user-dto';

async function loadUser(app: FastifyInstance, id: string): Promise<UserRow> {
  const user = await findUserById(app.readDb, id);
  if (!user) throw new NotFoundError('USER_NOT_FOUND', userMessages.notFound);
  return user;
}

/** The full profile after an edit: fields not sent keep their current values. */
function mergeProfile(current: UserRow, body: UpdateUserBody): UserProfile | undefined {
  const keys = [
    'fullName',
    'email',
    'role',
    'subscriptionType',
    'monthlyInvoiceLimit',
    'expirationDate',
  ] as const;
  if (!keys.some((k) => body[k] !== undefined)) return undefined;
  return {
    fullName: body.fullName !== undefined ? body.fullName : current.fullName,
    email: body.email !== undefined ? body.email : current.email,
    role: body.role ?? (current.role as UserProfile['role']),
    subscriptionType: body.subscriptionType ?? (current.subscriptionType as UserProfile['subscriptionType']),
    monthlyInvoiceLimit: body.monthlyInvoiceLimit ?? current.monthlyInvoiceLimit,
    expirationDate: body.expirationDate !== undefined ? body.expirationDate : current.expirationDate,
  };
}

export async function userRoutes(app: FastifyInstance) {
  app.get('/api/users', { config: { access: 'admin' } }, async () =>
    (await listUsers(app.readDb)).map(toUserDto),
  );

  app.post('/api/users', { config: { access: 'admin' } }, async (request, reply) => {
    const body = parse(CreateUserBody, request.body);
    const id = await createUser(app, actorOf(request), body);
    return reply.status(201).send(toUserDto(await loadUser(app, id)));
  });

  app.put('/api/users/:id', { config: { access: 'admin' } }, async (request) => {
    const { id } = parse(IdParams, request.params);
    const body = parse(UpdateUserBody, request.body);
    const current = await loadUser(app, id);
    const actor = actorOf(request);
    await app.dispatch(actor, toUserStreamId(id), userDecider, {
      type: 'UpdateUser',
      data: {
        profile: mergeProfile(current, body),
        isActive: body.isActive,
        isBlocked: body.isBlocked,
        actorId: actor.userId!,
        now: new Date().toISOString(),
      },
    });
    return toUserDto(await loadUser(app, id));
  });

  app.post('/api/users/:id/change-password', { config: { access: 'authenticated' } }, async (request) => {
    const { id } = parse(IdParams, request.params);
    const body = parse(ChangeOwnPasswordBody, request.body);
    const me = requireUser(request);
    if (me.id !== id)
      throw new ForbiddenError('OWN_PASSWORD_ONLY', 'Solo puede cambiar su propia contraseña.');
    const newPasswordHash = await hashPassword(body.newPassword);
    await app.dispatch(actorOf(request), toUserStreamId(id), userDecider, async (state) => ({
      type: 'ChangePassword' as const,
      data: {
        currentPasswordMatches:
          state.status === 'present' && (await verifyPassword(state.passwordHash, body.currentPassword)),
        newPasswordHash,
        now: new Date().toISOString(),
      },
    }));
    // Every other session of this user ends (they began before the change); this one goes on.
    request.session.set('signedInAt', new Date().toISOString());
    return { success: true, message: 'Contraseña actualizada' };
  });
}
