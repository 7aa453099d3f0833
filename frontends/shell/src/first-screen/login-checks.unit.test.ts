import { LoginBody } from '@lavadero/contracts/auth';
import { describe, expect, it } from 'vitest';
import { loginErrors } from './login-checks';

/** What LoginBody says about each field, as the first screen's checks say it. */
function schemaErrors(body: { username: string; password: string }) {
  const result = LoginBody.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('loginErrors', () => {
  it.each([
    { username: '', password: '' },
    { username: '   ', password: 'secreta' },
    { username: 'ana', password: '' },
    { username: 'ana', password: 'secreta' },
  ])('says what LoginBody says for %o', (body) => {
    expect(loginErrors(body)).toEqual(schemaErrors(body));
  });
});
