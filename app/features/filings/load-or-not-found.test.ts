import { Code, ConnectError } from '@connectrpc/connect';
import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { loadOrNotFound } from './load-or-not-found.ts';

async function outcome(load: Promise<unknown>): Promise<unknown> {
  try {
    return await loadOrNotFound(load);
  } catch (error) {
    return error;
  }
}

describe('loadOrNotFound', () => {
  it('passes data through', async () => {
    expect(await outcome(Promise.resolve({ a: 1 }))).toEqual({ a: 1 });
  });

  it('turns missing data, NOT_FOUND and a malformed identifier into the not-found page', async () => {
    expect(isNotFound(await outcome(Promise.resolve(undefined)))).toBe(true);
    expect(isNotFound(await outcome(Promise.reject(new ConnectError('x', Code.NotFound))))).toBe(
      true,
    );
    const malformed = new ConnectError('Not a SERFF tracking number', Code.InvalidArgument);
    expect(isNotFound(await outcome(Promise.reject(malformed)))).toBe(true);
  });

  it('lets other failures reach the error screen', async () => {
    const down = new ConnectError('down', Code.Unavailable);
    const error = await outcome(Promise.reject(down));
    expect(isNotFound(error)).toBe(false);
    expect(ConnectError.from(error).code).toBe(Code.Unavailable);
  });
});
