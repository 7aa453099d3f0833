import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a terminated backend', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['a dropped socket', new Error('Connection terminated unexpectedly')],
    ['a broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['a pool that waited too long', new Error('timeout exceeded when trying to connect')],
    ['a wrapped loss', new Error('append failed', { cause: new Error('Connection terminated') })],
  ])('says yes to %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a syntax error', withCode('syntax error at or near "SELEC"', '42601')],
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a serialization failure', withCode('could not serialize access', '40001')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'Connection terminated'],
  ])('says no to %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
