import { can, isPermissionAction, PERMISSIONS, type PermissionAction } from '@lavadero/contracts/permissions';
import { ForbiddenError, UnauthorizedError } from '@lavadero/domain/shared/errors';
import { findOpenSessionUser } from '@lavadero/read-models/sessions/sessions.queries';
import type { UserRow } from '@lavadero/read-models/users/users.table';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { OpenSessionCache } from './open-session-cache';

/**
 * Who may call a route. Every /api route must declare one (checked at start-up), so a new route
 * cannot be left open by forgetting it.
 * - public: anyone; - authenticated: any signed-in role (reads);
 * - an action of the permission table (`libs/contracts/src/permissions.ts`): the roles it lists.
 */
export type Access = 'public' | 'authenticated' | PermissionAction;

/** The existing Spanish 403s: a readonly user is told their role only reads; the rest, who may. */
function refusal(action: PermissionAction, role: string, method: string) {
  if (role === 'readonly' && method !== 'GET') {
    return new ForbiddenError('READ_ONLY', 'Su rol de solo lectura no permite realizar cambios.');
  }
  const row: { readonly roles: readonly string[]; readonly refusal?: string } = PERMISSIONS[action];
  if (row.refusal) return new ForbiddenError('ROLE_NOT_ALLOWED', row.refusal);
  const { roles } = row;
  if (roles.length === 1 && roles[0] === 'admin') {
    return new ForbiddenError('ADMIN_REQUIRED', 'Requiere permisos de administrador.');
  }
  return new ForbiddenError('ROLE_NOT_ALLOWED', 'Su rol no permite realizar esta acción.');
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Where a POST's record is read when the route's URL is an action, not its collection (202). */
    createdUnder?: string;
  }
  interface FastifyRequest {
    /** The signed-in user, as the read model shows them now; null on public routes without a session. */
    currentUser: UserRow | null;
  }
}

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw unauthenticated();
  return request.currentUser;
}

function unauthenticated() {
  return new UnauthorizedError('UNAUTHENTICATED', 'Debe iniciar sesión para realizar esta acción.');
}

/** An account that is blocked, inactive or expired loses its open sessions at once. */
function accountStillValid(user: UserRow, now: Date): boolean {
  const expired = user.expirationDate !== null && Date.parse(user.expirationDate) < now.getTime();
  return user.isActive && !user.isBlocked && !expired;
}

export default fp(
  async function access(app: FastifyInstance) {
    app.decorateRequest('currentUser', null);
    // Without a way to hear of changes to the read models, every request asks them. (A bare app
    // that only checks route declarations has no read models at all.)
    const changes = app.hasDecorator('deps') ? app.deps.readModels.changes : undefined;
    const cache = changes ? new OpenSessionCache(app.deps.readDb, changes) : null;
    const openSessionUser = (sessionId: string, userId: string) =>
      cache ? cache.find(sessionId, userId) : findOpenSessionUser(app.deps.readDb, sessionId, userId);

    app.addHook('onRoute', (route) => {
      // The API's own description (route-schemas plugin) is for administrators.
      if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'api.docs' };
      const level: string | undefined = route.config?.access;
      if (route.url.startsWith('/api/') && !level) {
        throw new Error(`Route ${route.method} ${route.url} declares no access level`);
      }
      if (level && level !== 'public' && level !== 'authenticated' && !isPermissionAction(level)) {
        throw new Error(`Route ${route.method} ${route.url} names an unknown permission: ${level}`);
      }
    });

    // Before schema validation: a request without the right role is refused before its input is read.
    app.addHook('preValidation', async (request) => {
      const level = request.routeOptions.config.access;
      if (!level) return;
      const userId = request.session.get('userId');
      if (userId) {
        // A cookie is only as good as its server-side session: logged out, ended by a password or
        // role change, or from before sessions were tracked, it signs nobody in.
        const sessionId = request.session.get('sessionId');
        const user = sessionId ? await openSessionUser(sessionId, userId) : undefined;
        if (user && accountStillValid(user, new Date())) request.currentUser = user;
        else request.session.delete();
      }
      if (level === 'public') return;
      const user = requireUser(request);
      if (level !== 'authenticated' && !can(user.role, level))
        throw refusal(level, user.role, request.method);
    });
  },
  { name: 'access', dependencies: ['sessions'] },
);
