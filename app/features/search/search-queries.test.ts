import { Code, ConnectError } from '@connectrpc/connect';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '#app/lib/query-client.ts';
import type { RpcClients } from '#app/lib/rpc/rpc-clients.ts';
import { searchQueryOptions } from './search-queries.ts';

/** Api clients whose search fails with `error` and counts its calls. */
function failingSearch(error: Error) {
  const calls = { count: 0 };
  const rpc = {
    search: {
      search: () => {
        calls.count += 1;
        return Promise.reject(error);
      },
    },
  } as unknown as RpcClients;
  return { rpc, calls };
}

describe('searchQueryOptions', () => {
  it('answers a search stopped at its time limit with its message, once, without retrying', async () => {
    const message = 'This search took longer than 5 seconds and was stopped.';
    const { rpc, calls } = failingSearch(new ConnectError(message, Code.DeadlineExceeded));
    const client = createQueryClient();
    const options = searchQueryOptions(rpc, { query: 'rate change' });
    expect(await client.fetchQuery(options)).toEqual({ kind: 'too-slow', message });
    expect(calls.count).toBe(1);
    // Cached as an answer: asking again within the stale time does not run the search again.
    await client.ensureQueryData(options);
    expect(calls.count).toBe(1);
  });

  it('lets any other failure fail the query', async () => {
    const { rpc } = failingSearch(new ConnectError('bad query', Code.InvalidArgument));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.fetchQuery(searchQueryOptions(rpc, { query: 'x' }))).rejects.toThrow(
      'bad query',
    );
  });
});
