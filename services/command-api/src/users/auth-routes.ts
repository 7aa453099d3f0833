import { CurrentUserReply, LoginBody, LogoutBody, LogoutReply } from '@lavadero/contracts/auth';
import { RateLimitedError } from '@lavadero/domain/shared/errors';
import { toUserStreamId } from '@lavadero/domain/users/events';
import { userMessages } from '@lavadero/domain/users/messages';
import { invalidCredentials, userDecider } from '@lavadero/domain/users/user-decide';
import { findUserById } from '@lavadero/read-models/users/users.queries';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../plugins/access';
import { actorOf } from '../plugins/commands';
import { nowIso } from '../plugins/write-deps';
import { checkPassword } from './check-password';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from './device-cookie';
import { accountKey } from './login-throttles';
import { insecureTestHashing, warmDecoyHash } from './passwords';
import { toCurrentUser } from './user-dto';

const tags = ['Sesión'];

const deviceCookieOptions = {
  // Sent only to the login, the one place it is read.
  path: '/api/auth/login',
  httpOnly: true,
  sameSite: 'lax',
  secure: 'auto',
  maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
} as const;

/** The device cookie of a successful sign-in: this browser is now trusted for that account. */
const trustedDevices = new WeakMap<FastifyRequest, string>();

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps, loginThrottles, deviceCookies } = app;
  // The first unknown username must not take longer than the others (hashing the decoy).
  await warmDecoyHash();
  if (insecureTestHashing)
    app.log.warn(
      'Contraseñas con el costo de prueba de argon2 (INSECURE_TEST_PASSWORD_HASHING=1): no usar en producción.',
    );

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public', rateLimit: app.loginRateLimit },
      schema: { tags, body: LoginBody, response: { 200: CurrentUserReply } },
      // Set after the session cookie (whose own hook runs first), so that clients which take the
      // first Set-Cookie of a login keep getting the session.
      onSend: async (request, reply) => {
        const device = trustedDevices.get(request);
        if (device) reply.setCookie(DEVICE_COOKIE, device, deviceCookieOptions);
      },
    },
    async (request) => {
      const { username, password } = request.body;
      const account = accountKey(username);
      const deviceCookie = request.cookies[DEVICE_COOKIE];
      const client = deviceCookies.clientOf(deviceCookie, account, request.ip);
      const now = nowIso(deps);
      // Refused before any lookup or argon2 work, known username or not: a 429 tells nothing. An
      // attempt let through is counted in the same step, as a wrong password until it proves right.
      const retryAfterSeconds = await loginThrottles.admit(account, client, now);
      if (retryAfterSeconds > 0) {
        throw new RateLimitedError('LOGIN_THROTTLED', userMessages.throttled(retryAfterSeconds), {
          retryAfterSeconds,
        });
      }
      const matched = await checkPassword(deps, username, password);
      if (!matched) throw invalidCredentials();
      const sessionId = deps.ids.newId();
      await deps.dispatch(
        { ...actorOf(request), userId: matched.userId },
        toUserStreamId(matched.userId),
        userDecider,
        {
          type: 'LogIn',
          data: { verifiedPasswordHash: matched.passwordHash, sessionId, now },
        },
        { lastOfEachType: true },
      );
      await loginThrottles.recordSuccess(account, client, now);

      const user = await findUserById(deps.readDb, matched.userId);
      if (!user) throw invalidCredentials();
      request.session.regenerate();
      request.session.set('userId', user.id);
      request.session.set('sessionId', sessionId);
      trustedDevices.set(request, deviceCookies.afterSignIn(deviceCookie, account));
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
        await deps.dispatch(
          actorOf(request),
          toUserStreamId(user.id),
          userDecider,
          {
            type: 'LogOut',
            data: { sessionId, now: nowIso(deps) },
          },
          { lastOfEachType: true },
        );
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
