import { Code, ConnectError } from '@connectrpc/connect';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';

describe('createQueryClient', () => {
  it('keeps data fresh for 60 s and retries transient failures 3 times', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(60_000);
    const retry = defaults?.retry;
    if (typeof retry !== 'function') throw new Error('retry should be a function');
    const transient = new ConnectError('down', Code.Unavailable);
    expect([0, 1, 2, 3].map((count) => retry(count, transient))).toEqual([true, true, true, false]);
    expect(retry(0, new ConnectError('bad', Code.InvalidArgument))).toBe(false);
  });

  it('asks the api once when it answers 429 (resource_exhausted): no retries', async () => {
    const client = createQueryClient();
    let calls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['limited'],
        queryFn: async () => {
          calls += 1;
          throw new ConnectError('Too many requests', Code.ResourceExhausted);
        },
        retryDelay: 0,
      }),
    ).rejects.toThrow('Too many requests');
    expect(calls).toBe(1);
  });
});
