import { describe, expect, it } from 'vitest';
import {
  unsubscribeLink,
  verifyUnsubscribeLink,
} from '#server/domain/watchlists/unsubscribe-link.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { insertUser, insertWatchlist } from '#tests/support/watchlists.ts';
import { serveWatchlistUnsubscribe } from './serve-watchlist-unsubscribe.ts';

const key = Buffer.alloc(32, 3);
const base = 'https://rates.example.com';

describe.each(listTestTargets())('the unsubscribe link on %s', (target) => {
  const t = useTestDatabase(target, async (db) => {
    await insertUser(db, 'reader');
    return insertWatchlist(db, { userId: 'reader' }, { name: 'Texas <moves>' });
  });
  const deps = () => ({ getDatabase: async () => t.db, signingKey: () => key });
  const email = async () =>
    (
      await t.db.query<{ email: boolean }>(
        'select email from watchlist_subscriptions where watchlist_id = $1 and user_id = $2',
        [t.seeded.id, 'reader'],
      )
    )[0]?.email;

  const linkFor = (watchlistId: string, nowSeconds?: number, signingKey = key) =>
    unsubscribeLink(
      { publicBaseUrl: base, signingKey, watchlistId, userId: 'reader' },
      nowSeconds ?? Math.floor(Date.now() / 1000),
    );
  const statusOf = async (url: string, method = 'GET') =>
    (await serveWatchlistUnsubscribe(new Request(url, { method }), deps())).status;

  it('refuses every tampered link with 400 and changes nothing', async () => {
    const link = linkFor(t.seeded.id);
    const url = new URL(link);
    const edited = (edit: (params: URLSearchParams) => void) => {
      const copy = new URL(url);
      edit(copy.searchParams);
      return copy.toString();
    };
    const signature = url.searchParams.get('signature') ?? '';
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const tampered = {
      'another user': link.replace('user=reader', 'user=someone'),
      'another watchlist': edited((p) =>
        p.set('watchlist', '00000000-0000-4000-8000-000000000001'),
      ),
      'a later expiry': edited((p) => p.set('expires', String(Number(p.get('expires')) + 3600))),
      'a changed signature': edited((p) => p.set('signature', flipped)),
      'no signature': edited((p) => p.delete('signature')),
      'no expiry': edited((p) => p.delete('expires')),
      'an extra parameter': edited((p) => p.append('user', 'someone')),
      'another path': link.replace('/api/watchlists/unsubscribe', '/api/watchlists/unsubscrib'),
      'signed with another key': linkFor(t.seeded.id, undefined, Buffer.alloc(32, 4)),
      'not a watchlist id': linkFor('not-a-uuid'),
    };
    const statuses = Object.fromEntries(
      await Promise.all(
        Object.entries(tampered).map(async ([what, href]) => [what, await statusOf(href)] as const),
      ),
    );
    expect(statuses).toEqual(Object.fromEntries(Object.keys(tampered).map((k) => [k, 400])));
    expect(await email()).toBe(true);
  });

  it('refuses an expired link with 410 and changes nothing', async () => {
    const now = Math.floor(Date.now() / 1000);
    // Signed 30 days and a second ago: expired a second ago; 30 days less a minute ago: valid.
    expect(await statusOf(linkFor(t.seeded.id, now - 30 * 24 * 3600 - 1))).toBe(410);
    expect(await statusOf(linkFor(t.seeded.id, now - 31 * 24 * 3600), 'POST')).toBe(410);
    expect(await email()).toBe(true);
    expect(
      verifyUnsubscribeLink(key, new URL(linkFor(t.seeded.id, now - 30 * 24 * 3600 + 60))).ok,
    ).toBe(true);
  });

  it('turns the emails off in one click, without a sign-in, and says so', async () => {
    const link = unsubscribeLink({
      publicBaseUrl: base,
      signingKey: key,
      watchlistId: t.seeded.id,
      userId: 'reader',
    });
    const response = await serveWatchlistUnsubscribe(new Request(link), deps());
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Unsubscribed');
    expect(html).toContain('Texas &#60;moves&#62;');
    expect(await email()).toBe(false);
    // Again: still fine (idempotent).
    expect((await serveWatchlistUnsubscribe(new Request(link), deps())).status).toBe(200);
  });

  it("takes a mail client's one-click POST (RFC 8058) the same way", async () => {
    await t.db.query('update watchlist_subscriptions set email = true where watchlist_id = $1', [
      t.seeded.id,
    ]);
    const response = await serveWatchlistUnsubscribe(
      new Request(linkFor(t.seeded.id), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
      deps(),
    );
    expect(response.status).toBe(200);
    expect(await email()).toBe(false);
  });
});
