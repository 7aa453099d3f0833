import { LoginBody } from '@lavadero/contracts/auth';
import { ForbiddenError, UnauthorizedError } from '@lavadero/domain/shared/errors';
import { userDecider } from '@lavadero/domain/users/decide';
import { toUserStreamId } from '@lavadero/domain/users/events';
import { userMessages } from '@lavadero/domain/users/messages';
import { findUserById, findUserByUsername } from '@lavadero/read-models/users/users.queries';
import type { FastifyInstance } from 'fastify';
import { parse } from '../http/parse';
import { requireUser } from '../plugins/access';
import { actorOf } from '../plugins/commands';
import { verifyAgainstDecoy, verifyPassword } from './passwords';
import { toCurrentUser } from './user-dto';

const invalidCredentials = () =>
  new UnauthorizedError('INVALID_CREDENTIALS', userMessages.invalidCredentials);

export async function authRoutes(app: FastifyInstance) {
  app.post('/api/auth/login', { config: { access: 'public' } }, async (request) => {
    const { username, password } = parse(LoginBody, request.body);
    const known = await findUserByUsername(app.readDb, username);
    if (!known) {
      await verifyAgainstDecoy(password);
      throw invalidCredentials();
    }

    const { events } = await app.dispatch(
      { ...actorOf(request), userId: known.id },
      toUserStreamId(known.id),
      userDecider,
      async (state) => ({
        type: 'LogIn' as const,
        data: {
          passwordMatches: state.status === 'present' && (await verifyPassword(state.passwordHash, password)),
          now: new Date().toISOString(),
        },
      }),
    );
    // The failed attempt is on record either way; the reply says what the person needs to know.
    if (events.some((e) => e.type === 'UserBlocked'))
      throw new ForbiddenError('USER_BLOCKED', userMessages.blockedNow);
    if (!events.some((e) => e.type === 'UserLoggedIn')) throw invalidCredentials();

    const user = await findUserById(app.readDb, known.id);
    if (!user) throw invalidCredentials();
    request.session.regenerate();
    request.session.set('userId', user.id);
    request.session.set('signedInAt', new Date().toISOString());
    return { user: toCurrentUser(user) };
  });

  app.post('/api/auth/logout', { config: { access: 'public' } }, async (request) => {
    request.session.delete();
    return { success: true };
  });

  app.get('/api/auth/me', { config: { access: 'authenticated' } }, async (request) => ({
    user: toCurrentUser(requireUser(request)),
  }));
}
