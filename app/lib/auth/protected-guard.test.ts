import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AuthSession } from '#contract/auth/session-contract.ts';
import { guardProtectedPage } from './protected-guard.ts';
import { createSessionCache } from './session-cache.ts';

const user = { id: 'u1', email: 'a@example.com', name: 'A', twoFactorEnabled: false };
const signedIn: AuthSession = {
  provider: 'local',
  user,
  token: 'h.e30.s',
  activeOrganization: null,
};
const signedOut: AuthSession = {
  provider: 'local',
  user: null,
  token: null,
  activeOrganization: null,
};

function setup(answer: AuthSession) {
  const fetchSession = vi.fn(async () => answer);
  const tokenStore = { get: vi.fn(), set: vi.fn() };
  const context = { session: createSessionCache(fetchSession), tokenStore };
  return { fetchSession, tokenStore, context };
}
const location = { href: '/filings?states=%5B%22TX%22%5D' };

describe('guardProtectedPage', () => {
  it('admits a signed-in user on entering a page, hands the token over and remembers it', async () => {
    const { context, tokenStore } = setup(signedIn);
    const admission = await guardProtectedPage({ context, location, cause: 'enter' });
    expect(admission).toEqual({ user, activeOrganization: null, authProvider: 'local' });
    expect(tokenStore.set).toHaveBeenCalledWith('h.e30.s');
    expect(context.session.admitted()).toEqual(admission);
  });

  it('keeps the admission without asking the server when a page changes its own search', async () => {
    const { context, fetchSession } = setup(signedIn);
    const first = await guardProtectedPage({ context, location, cause: 'enter' });
    context.session.clear(); // the kept session is gone (its 30 s are over) ...
    context.session.admit(first); // ... but the page was admitted
    const again = await guardProtectedPage({ context, location, cause: 'stay' });
    expect(again).toBe(first);
    expect(fetchSession).toHaveBeenCalledTimes(1);
    await guardProtectedPage({ context, location, cause: 'enter' });
    expect(fetchSession).toHaveBeenCalledTimes(2); // another page asks again
  });

  it('asks the server on a stay with no admission (after sign-out or an organization switch)', async () => {
    const { context, fetchSession } = setup(signedIn);
    await guardProtectedPage({ context, location, cause: 'stay' });
    expect(fetchSession).toHaveBeenCalledTimes(1);
  });

  it('sends a signed-out user to /login and back, with no token', async () => {
    const { context, tokenStore } = setup(signedOut);
    const refused = await guardProtectedPage({ context, location, cause: 'enter' }).catch(
      (error: unknown) => error,
    );
    expect(isRedirect(refused)).toBe(true);
    expect(tokenStore.set).toHaveBeenCalledWith(undefined);
    expect(context.session.admitted()).toBeUndefined();
  });
});
