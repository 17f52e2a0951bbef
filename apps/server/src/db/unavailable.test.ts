import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a database that is away, not answering or overloaded', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('08006', 'connection failure'),
      withCode('53300', 'too many connections'),
      withCode('57014', 'canceling statement due to statement timeout'),
      withCode('SQLITE_BUSY'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('Query read timeout'),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
    }
  });

  it('leaves faults of our own (bad SQL, broken constraints, bugs) to be 500s', () => {
    for (const error of [
      withCode('42P01', 'relation "nope" does not exist'),
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('SQLITE_CONSTRAINT_UNIQUE'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      null,
      'a string',
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
