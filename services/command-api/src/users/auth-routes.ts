import { CurrentUserReply, LoginBody, LogoutBody, LogoutReply } from '@lavadero/contracts/auth';
import { toUserStreamId } from '@lavadero/domain/users/events';
import { loginRetryAfterSeconds } from '@lavadero/domain/users/login-throttle';
import type { UserState } from '@lavadero/domain/users/user';
import { invalidCredentials, userDecider } from '@lavadero/domain/users/user-decide';
import { findUserById, findUserByUsername } from '@lavadero/read-models/users/users.queries';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../plugins/access';
import { actorOf } from '../plugins/commands';
import { nowIso } from '../plugins/write-deps';
import { verifyAgainstDecoy, verifyPassword, warmDecoyHash } from './passwords';
import { toCurrentUser } from './user-dto';

/** A throttled account is refused before its password is looked at: no argon2 work for it. */
async function passwordMatches(state: UserState, password: string, now: string): Promise<boolean> {
  if (state.status !== 'present' || loginRetryAfterSeconds(state, now) > 0) return false;
  return verifyPassword(state.passwordHash, password);
}

const tags = ['Sesión'];

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  // The first unknown username must not take longer than the others (hashing the decoy).
  await warmDecoyHash();

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public', rateLimit: app.loginRateLimit },
      schema: { tags, body: LoginBody, response: { 200: CurrentUserReply } },
    },
    async (request) => {
      const { username, password } = request.body;
      const known = await findUserByUsername(deps.readDb, username);
      if (!known) {
        // Same time, same status, same message as a wrong password.
        await verifyAgainstDecoy(password);
        throw invalidCredentials();
      }

      const sessionId = deps.ids.newId();
      const { events } = await deps.dispatch(
        { ...actorOf(request), userId: known.id },
        toUserStreamId(known.id),
        userDecider,
        async (state) => {
          const now = nowIso(deps);
          return {
            type: 'LogIn' as const,
            data: { passwordMatches: await passwordMatches(state, password, now), sessionId, now },
          };
        },
      );
      // The failed attempt is on record; the reply is the same as for an unknown username.
      if (!events.some((e) => e.type === 'UserLoggedIn')) throw invalidCredentials();

      const user = await findUserById(deps.readDb, known.id);
      if (!user) throw invalidCredentials();
      request.session.regenerate();
      request.session.set('userId', user.id);
      request.session.set('sessionId', sessionId);
      return { user: toCurrentUser(user) };
    },
  );

  // Public so that a stale cookie can always be cleared; an open session is also ended on the server.
  app.post(
    '/api/auth/logout',
    { config: { access: 'public' }, schema: { tags, body: LogoutBody, response: { 200: LogoutReply } } },
    async (request) => {
      const sessionId = request.session.get('sessionId');
      const user = request.currentUser;
      if (user && sessionId) {
        await deps.dispatch(actorOf(request), toUserStreamId(user.id), userDecider, {
          type: 'LogOut',
          data: { sessionId, now: nowIso(deps) },
        });
      }
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
