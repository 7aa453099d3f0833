import type { FastifyInstance } from 'fastify';
import { authRoutes } from './users/auth-routes';
import { userRoutes } from './users/user-routes';

/** Each bounded context's routes. A new context adds its entry here (its projections go in read-models). */
export const contexts: readonly {
  readonly name: string;
  readonly routes: (app: FastifyInstance) => Promise<void>;
}[] = [
  { name: 'auth', routes: authRoutes },
  { name: 'users', routes: userRoutes },
];
