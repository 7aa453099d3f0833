import { randomUUID } from 'node:crypto';
import { LoginBody } from '@lavadero/contracts/auth';
import { invalidCredentials, userDecider } from '@lavadero/domain/users/decide';
import { toUserStreamId } from '@lavadero/domain/users/events';
import { loginRetryAfterSeconds } from '@lavadero/domain/users/login-throttle';
import type { UserState } from '@lavadero/domain/users/user';
import { findUserById, findUserByUsername } from '@lavadero/read-models/users/users.queries';
import type { FastifyInstance } from 'fastify';
import { parse } from '../http/parse';
import { requireUser } from '../plugins/access';
import { actorOf } from '../plugins/commands';
import { verifyAgainstDecoy, verifyPassword, warmDecoyHash } from './passwords';
import { toCurrentUser } from './user-dto';

/** A throttled account is refused before its password is looked at: no argon2 work for it. */
async function passwordMatches(state: UserState, password: string, now: string): Promise<boolean> {
  if (state.status !== 'present' || loginRetryAfterSeconds(state, now) > 0) return false;
  return verifyPassword(state.passwordHash, password);
}

export async function authRoutes(app: FastifyInstance) {
  // The first unknown username must not take longer than the others (hashing the decoy).
  await warmDecoyHash();

  app.post(
    '/api/auth/login',
    { config: { access: 'public', rateLimit: app.loginRateLimit } },
    async (request) => {
      const { username, password } = parse(LoginBody, request.body);
      const known = await findUserByUsername(app.readDb, username);
      if (!known) {
        // Same time, same status, same message as a wrong password.
        await verifyAgainstDecoy(password);
        throw invalidCredentials();
      }

      const sessionId = randomUUID();
      const { events } = await app.dispatch(
        { ...actorOf(request), userId: known.id },
        toUserStreamId(known.id),
        userDecider,
        async (state) => {
          const now = new Date().toISOString();
          return {
            type: 'LogIn' as const,
            data: { passwordMatches: await passwordMatches(state, password, now), sessionId, now },
          };
        },
      );
      // The failed attempt is on record; the reply is the same as for an unknown username.
      if (!events.some((e) => e.type === 'UserLoggedIn')) throw invalidCredentials();

      const user = await findUserById(app.readDb, known.id);
      if (!user) throw invalidCredentials();
      request.session.regenerate();
      request.session.set('userId', user.id);
      request.session.set('sessionId', sessionId);
      return { user: toCurrentUser(user) };
    },
  );

  // Public so that a stale cookie can always be cleared; an open session is also ended on the server.
  app.post('/api/auth/logout', { config: { access: 'public' } }, async (request) => {
    const sessionId = request.session.get('sessionId');
    const user = request.currentUser;
    if (user && sessionId) {
      await app.dispatch(actorOf(request), toUserStreamId(user.id), userDecider, {
        type: 'LogOut',
        data: { sessionId, now: new Date().toISOString() },
      });
    }
    request.session.delete();
    return { success: true };
  });

  app.get('/api/auth/me', { config: { access: 'authenticated' } }, async (request) => ({
    user: toCurrentUser(requireUser(request)),
  }));
}
