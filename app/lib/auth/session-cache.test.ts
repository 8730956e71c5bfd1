import { describe, expect, it, vi } from 'vitest';
import type { AuthSession } from '#contract/auth/session-contract.ts';
import { createSessionCache, SESSION_CACHE_MS } from './session-cache.ts';

const token = (expiresAtMs: number) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(expiresAtMs / 1000) }))}.s`;

function signedIn(at: number): AuthSession {
  return {
    provider: 'local',
    user: { id: 'u1', email: 'a@example.com', name: 'A' },
    token: token(at + 600_000),
    activeOrganization: null,
  } as unknown as AuthSession;
}
const signedOut = { provider: 'local', user: null, token: null } as unknown as AuthSession;

describe('createSessionCache', () => {
  it('asks once for concurrent and repeated calls within the lifetime', async () => {
    let clock = 1_000_000;
    const fetchSession = vi.fn(async () => signedIn(clock));
    const cache = createSessionCache(fetchSession, () => clock);
    await Promise.all([cache.get(), cache.get()]);
    clock += SESSION_CACHE_MS - 1;
    await cache.get();
    expect(fetchSession).toHaveBeenCalledTimes(1);
    clock += 1;
    await cache.get();
    expect(fetchSession).toHaveBeenCalledTimes(2);
  });

  it('keeps no signed-out answer, no failure and nothing after clear', async () => {
    const fetchSession = vi
      .fn<() => Promise<AuthSession>>()
      .mockResolvedValueOnce(signedOut)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(signedIn(Date.now()));
    const cache = createSessionCache(fetchSession);
    expect((await cache.get()).user).toBeNull();
    await expect(cache.get()).rejects.toThrow('offline');
    expect((await cache.get()).user).not.toBeNull();
    await cache.get();
    expect(fetchSession).toHaveBeenCalledTimes(3);
    cache.clear();
    await cache.get();
    expect(fetchSession).toHaveBeenCalledTimes(4);
  });

  it('asks again when the kept token is about to expire', async () => {
    let clock = 1_000_000;
    const fetchSession = vi.fn(async () => ({ ...signedIn(clock), token: token(clock + 40_000) }));
    const cache = createSessionCache(fetchSession, () => clock);
    await cache.get();
    clock += 5_000;
    await cache.get();
    expect(fetchSession).toHaveBeenCalledTimes(1);
    clock += 6_000; // 29 s left: inside the refresh margin
    await cache.get();
    expect(fetchSession).toHaveBeenCalledTimes(2);
  });

  it('keeps the admission the guard made until clear, without asking the server', async () => {
    const fetchSession = vi.fn(async () => signedIn(Date.now()));
    const cache = createSessionCache(fetchSession);
    expect(cache.admitted()).toBeUndefined();
    const admission = {
      user: { id: 'u1', email: 'a@example.com', name: 'A', twoFactorEnabled: false },
      activeOrganization: null,
      authProvider: 'local' as const,
    };
    cache.admit(admission);
    expect(cache.admitted()).toBe(admission);
    expect(fetchSession).not.toHaveBeenCalled();
    cache.clear(); // sign-in, sign-out, organization switch
    expect(cache.admitted()).toBeUndefined();
  });
});
