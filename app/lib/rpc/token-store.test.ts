import { describe, expect, it } from 'vitest';
import { createTokenStore, readTokenExpiry } from './token-store.ts';

function jwtExpiringAt(ms: number): string {
  const payload = btoa(JSON.stringify({ sub: 'u1', exp: Math.floor(ms / 1000) }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `eyJhbGciOiJFZERTQSJ9.${payload}.sig`;
}

describe('token store', () => {
  it('reads a JWT expiry and tolerates garbage', () => {
    expect(readTokenExpiry(jwtExpiringAt(1_700_000_000_000))).toBe(1_700_000_000_000);
    expect(readTokenExpiry('not-a-jwt')).toBeUndefined();
    expect(readTokenExpiry('a.%%%.c')).toBeUndefined();
  });

  it('returns the set token while it is fresh, without refreshing', async () => {
    let refreshes = 0;
    const store = createTokenStore(
      async () => `t${++refreshes}`,
      () => 0,
    );
    store.set(jwtExpiringAt(600_000));
    expect(await store.get()).toBe(jwtExpiringAt(600_000));
    expect(refreshes).toBe(0);
  });

  it('refreshes once when the token is missing, even for concurrent calls', async () => {
    let refreshes = 0;
    const fresh = jwtExpiringAt(600_000);
    const store = createTokenStore(
      async () => {
        refreshes += 1;
        return fresh;
      },
      () => 0,
    );
    const tokens = await Promise.all([store.get(), store.get(), store.get()]);
    expect(tokens).toEqual([fresh, fresh, fresh]);
    expect(refreshes).toBe(1);
  });

  it('refreshes a token about to expire', async () => {
    const fresh = jwtExpiringAt(10_000_000);
    const store = createTokenStore(
      async () => fresh,
      () => 1_000_000,
    );
    store.set(jwtExpiringAt(1_010_000));
    expect(await store.get()).toBe(fresh);
  });

  it('without a refresher (server side) returns whatever was set', async () => {
    const store = createTokenStore();
    expect(await store.get()).toBeUndefined();
    store.set('abc');
    expect(await store.get()).toBe('abc');
  });
});
