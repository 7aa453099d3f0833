import { CurrentUserReply, LoginBody, LogoutBody, LogoutReply } from '@lavadero/contracts/auth';
import { ForbiddenError, UnauthorizedError } from '@lavadero/domain/shared/errors';
import { userDecider } from '@lavadero/domain/users/decide';
import { toUserStreamId } from '@lavadero/domain/users/events';
import { userMessages } from '@lavadero/domain/users/messages';
import { findUserById, findUserByUsername } from '@lavadero/read-models/users/users.queries';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../plugins/access';
import { actorOf } from '../plugins/commands';
import { nowIso } from '../plugins/write-deps';
import { verifyAgainstDecoy, verifyPassword } from './passwords';
import { toCurrentUser } from './user-dto';

const invalidCredentials = () =>
  new UnauthorizedError('INVALID_CREDENTIALS', userMessages.invalidCredentials);

const tags = ['Sesión'];

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    '/api/auth/login',
    { config: { access: 'public' }, schema: { tags, body: LoginBody, response: { 200: CurrentUserReply } } },
    async (request) => {
      const { username, password } = request.body;
      const known = await findUserByUsername(deps.readDb, username);
      if (!known) {
        await verifyAgainstDecoy(password);
        throw invalidCredentials();
      }

      const { events } = await deps.dispatch(
        { ...actorOf(request), userId: known.id },
        toUserStreamId(known.id),
        userDecider,
        async (state) => ({
          type: 'LogIn' as const,
          data: {
            passwordMatches:
              state.status === 'present' && (await verifyPassword(state.passwordHash, password)),
            now: nowIso(deps),
          },
        }),
      );
      // The failed attempt is on record either way; the reply says what the person needs to know.
      if (events.some((e) => e.type === 'UserBlocked'))
        throw new ForbiddenError('USER_BLOCKED', userMessages.blockedNow);
      if (!events.some((e) => e.type === 'UserLoggedIn')) throw invalidCredentials();

      const user = await findUserById(deps.readDb, known.id);
      if (!user) throw invalidCredentials();
      request.session.regenerate();
      request.session.set('userId', user.id);
      return { user: toCurrentUser(user) };
    },
  );

  app.post(
    '/api/auth/logout',
    { config: { access: 'public' }, schema: { tags, body: LogoutBody, response: { 200: LogoutReply } } },
    async (request) => {
      request.session.delete();
      return { success: true as const };
    },
  );

  app.get(
    '/api/auth/me',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: CurrentUserReply } } },
    async (request) => ({ user: toCurrentUser(requireUser(request)) }),
  );
}
