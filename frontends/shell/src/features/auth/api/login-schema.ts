/** LoginBody on its own, so the login form can load it (and zod) after showing itself. */
export { LoginBody } from '@lavadero/contracts/auth';
