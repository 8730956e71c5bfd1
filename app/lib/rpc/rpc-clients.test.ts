import { describe, expect, it, vi } from 'vitest';
import { createLazyRpcClients, type RpcClients } from './rpc-clients.ts';

/** Stand-in clients: only the methods a test calls. */
function fakeClients(getFiling: (request: unknown) => Promise<unknown>): RpcClients {
  return { filings: { getFiling } } as unknown as RpcClients;
}

describe('createLazyRpcClients', () => {
  it('loads the clients on the first call, once, and makes the same call on them', async () => {
    const getFiling = vi.fn(async (request: unknown) => ({ echoed: request }));
    const load = vi.fn(async () => fakeClients(getFiling));
    const rpc = createLazyRpcClients(load);
    expect(load).not.toHaveBeenCalled();
    const signal = new AbortController().signal;
    await expect(rpc.filings.getFiling({ serffTrackingNumber: 'A' }, { signal })).resolves.toEqual({
      echoed: { serffTrackingNumber: 'A' },
    });
    await rpc.filings.getFiling({ serffTrackingNumber: 'B' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(getFiling).toHaveBeenNthCalledWith(1, { serffTrackingNumber: 'A' }, { signal });
  });

  it('passes the api error on and tries a failed load again on the next call', async () => {
    const failure = new Error('Failed to fetch dynamically imported module');
    const load = vi
      .fn<() => Promise<RpcClients>>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValue(fakeClients(async () => Promise.reject(new Error('api said no'))));
    const rpc = createLazyRpcClients(load);
    await expect(rpc.filings.getFiling({})).rejects.toBe(failure);
    await expect(rpc.filings.getFiling({})).rejects.toThrow('api said no');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps services plain objects: not thenable, not serialised as calls', async () => {
    const load = vi.fn(async () => fakeClients(async () => ({})));
    const rpc = createLazyRpcClients(load);
    expect(await Promise.resolve(rpc.filings)).toBe(rpc.filings);
    expect(JSON.stringify(rpc.filings)).toBe('{}');
    expect(String(rpc.filings)).toBe('[object Object]');
    expect(Object.keys(rpc).sort()).toEqual([
      'analytics',
      'documents',
      'filings',
      'imports',
      'intelligence',
      'queries',
      'reviewers',
      'savedFilters',
      'search',
      'team',
      'watchlists',
    ]);
    expect(load).not.toHaveBeenCalled();
  });
});
