import { EmptyBody } from '@lavadero/contracts/building-blocks';
import {
  ChangePasswordBody,
  CreateUserBody,
  IdParams,
  PasswordChangedReply,
  SetPasswordBody,
  UpdateUserBody,
  UserDto,
} from '@lavadero/contracts/users';
import { ForbiddenError, NotFoundError } from '@lavadero/domain/shared/errors';
import { toUserStreamId } from '@lavadero/domain/users/events';
import { userMessages } from '@lavadero/domain/users/messages';
import { userDecider } from '@lavadero/domain/users/user-decide';
import type { ReadModelDb } from '@lavadero/read-models/database';
import { findUserById, listUsers, type UserWithUsage } from '@lavadero/read-models/users/users.queries';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../plugins/access';
import { actorOf } from '../plugins/commands';
import { nowIso } from '../plugins/write-deps';
import { createUser } from './create-user';
import { accountKey } from './login-throttles';
import { hashPassword, verifyPassword } from './passwords';
import { updateUser } from './update-user';
import { toUserDto } from './user-dto';

async function loadUser(readDb: ReadModelDb, id: string): Promise<UserWithUsage> {
  const user = await findUserById(readDb, id);
  if (!user) throw new NotFoundError('USER_NOT_FOUND', userMessages.notFound);
  return user;
}

const tags = ['Usuarios'];

export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps, loginThrottles } = app;
  // Failed logins live in the login throttle (login-throttles.ts): the screen's count includes them.
  const toDtos = async (rows: readonly UserWithUsage[]) => {
    const failures = await loginThrottles.failures(
      rows.map((row) => accountKey(row.username)),
      nowIso(deps),
    );
    return rows.map((row) => toUserDto(row, failures.get(accountKey(row.username)) ?? 0));
  };
  const toDto = async (row: UserWithUsage) => (await toDtos([row]))[0] as ReturnType<typeof toUserDto>;

  app.get(
    '/api/users',
    { config: { access: 'users.manage' }, schema: { tags, response: { 200: z.array(UserDto) } } },
    async () => toDtos(await listUsers(deps.readDb)),
  );

  app.post(
    '/api/users',
    {
      config: { access: 'users.manage' },
      schema: { tags, body: CreateUserBody, response: { 201: UserDto } },
    },
    async (request, reply) => {
      const id = await createUser(deps, actorOf(request), request.body);
      return reply.status(201).send(await toDto(await loadUser(deps.readDb, id)));
    },
  );

  app.put(
    '/api/users/:id',
    {
      config: { access: 'users.manage' },
      schema: { tags, params: IdParams, body: UpdateUserBody, response: { 200: UserDto } },
    },
    async (request) => {
      const { id } = request.params;
      const current = await loadUser(deps.readDb, id);
      await updateUser(deps, { ...actorOf(request), userId: requireUser(request).id }, current, request.body);
      // Unblocking has always cleared the failures too (UserUnblocked): those held in memory as well.
      if (current.isBlocked && request.body.isBlocked === false)
        await loginThrottles.lift(accountKey(current.username));
      return toDto(await loadUser(deps.readDb, id));
    },
  );

  // Someone who forgot their password gets a new one from an admin; their open sessions end.
  app.post(
    '/api/users/:id/set-password',
    {
      config: { access: 'users.manage' },
      schema: { tags, params: IdParams, body: SetPasswordBody, response: { 200: UserDto } },
    },
    async (request) => {
      const { id } = request.params;
      await loadUser(deps.readDb, id);
      const newPasswordHash = await hashPassword(request.body.newPassword);
      await deps.dispatch(actorOf(request), toUserStreamId(id), userDecider, {
        type: 'SetPassword',
        data: { newPasswordHash, actorId: requireUser(request).id, now: nowIso(deps) },
      });
      return toDto(await loadUser(deps.readDb, id));
    },
  );

  // Wrong passwords throttle an account's clients for a while; an admin lets every one in at once.
  app.post(
    '/api/users/:id/lift-login-throttle',
    {
      config: { access: 'users.manage' },
      schema: { tags, params: IdParams, body: EmptyBody, response: { 200: UserDto } },
    },
    async (request) => {
      const { id } = request.params;
      const account = accountKey((await loadUser(deps.readDb, id)).username);
      const now = nowIso(deps);
      const clientFailures = (await loginThrottles.failures([account], now)).get(account) ?? 0;
      await deps.dispatch(actorOf(request), toUserStreamId(id), userDecider, {
        type: 'LiftLoginThrottle',
        data: { clientFailures, now },
      });
      await loginThrottles.lift(account);
      return toDto(await loadUser(deps.readDb, id));
    },
  );

  app.post(
    '/api/users/:id/change-password',
    {
      config: { access: 'account.password' },
      schema: { tags, params: IdParams, body: ChangePasswordBody, response: { 200: PasswordChangedReply } },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const me = requireUser(request);
      if (me.id !== id)
        throw new ForbiddenError('OWN_PASSWORD_ONLY', 'Solo puede cambiar su propia contraseña.');
      const newPasswordHash = await hashPassword(body.newPassword);
      await deps.dispatch(actorOf(request), toUserStreamId(id), userDecider, async (state) => ({
        type: 'ChangePassword' as const,
        data: {
          currentPasswordMatches:
            state.status === 'present' && (await verifyPassword(state.passwordHash, body.currentPassword)),
          newPasswordHash,
          // This session stays open; every other session of the user ends.
          keepSessionId: request.session.get('sessionId') ?? null,
          now: nowIso(deps),
        },
      }));
      return { success: true as const, message: 'Contraseña actualizada' };
    },
  );
}
