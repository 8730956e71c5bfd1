import { Code } from '@connectrpc/connect';
import { describe, expect, it } from 'vitest';
import { mapDatabaseError } from './map-database-error.ts';

function withCode(message: string, code?: string): Error {
  return Object.assign(new Error(message), code ? { code } : {});
}

describe('mapDatabaseError', () => {
  it.each([
    withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    withCode('terminating connection due to administrator command', '57P01'),
    withCode('the database system is starting up', '57P03'),
    withCode('connection failure', '08006'),
    withCode('Connection terminated unexpectedly'),
  ])('maps an outage to unavailable: %s', (error) => {
    expect(mapDatabaseError(error)?.code).toBe(Code.Unavailable);
  });

  it('maps a NUL character to invalid_argument', () => {
    const error = withCode('invalid byte sequence for encoding "UTF8": 0x00', '22021');
    expect(mapDatabaseError(error)?.code).toBe(Code.InvalidArgument);
  });

  it('leaves other errors alone', () => {
    expect(mapDatabaseError(withCode('syntax error', '42601'))).toBeUndefined();
    expect(mapDatabaseError(new TypeError('x is undefined'))).toBeUndefined();
  });
});
