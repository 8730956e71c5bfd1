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
    const second = await insertWatchlist(db, { userId: 'reader' }, { name: 'Ohio' });
    const first = await insertWatchlist(db, { userId: 'reader' }, { name: 'Texas <moves>' });
    return { ...first, second: second.id };
  });
  const deps = () => ({ getDatabase: async () => t.db, signingKey: () => key });
  const email = async (watchlistId = t.seeded.id) =>
    (
      await t.db.query<{ email: boolean }>(
        'select email from watchlist_subscriptions where watchlist_id = $1 and user_id = $2',
        [watchlistId, 'reader'],
      )
    )[0]?.email;

  const linkFor = (watchlistId: string | string[], nowSeconds?: number, signingKey = key) =>
    unsubscribeLink(
      {
        publicBaseUrl: base,
        signingKey,
        watchlistIds: typeof watchlistId === 'string' ? [watchlistId] : watchlistId,
        userId: 'reader',
      },
      nowSeconds ?? Math.floor(Date.now() / 1000),
    );
  /** A mail client's one-click unsubscribe (RFC 8058): a POST of this body to the header's link. */
  const oneClick = (url: string) =>
    serveWatchlistUnsubscribe(
      new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
      deps(),
    );
  const statusOf = async (url: string, method = 'GET') =>
    method === 'POST'
      ? (await oneClick(url)).status
      : (await serveWatchlistUnsubscribe(new Request(url, { method }), deps())).status;

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
    for (const method of ['GET', 'POST']) {
      const statuses = Object.fromEntries(
        await Promise.all(
          Object.entries(tampered).map(
            async ([what, href]) => [what, await statusOf(href, method)] as const,
          ),
        ),
      );
      expect(statuses).toEqual(Object.fromEntries(Object.keys(tampered).map((k) => [k, 400])));
    }
    // A link of one watchlist cannot be widened to another one of the same user.
    const widened = new URL(link);
    widened.searchParams.set('watchlist', `${t.seeded.id},${t.seeded.second}`);
    expect(await statusOf(widened.toString(), 'POST')).toBe(400);
    expect(await email()).toBe(true);
    expect(await email(t.seeded.second)).toBe(true);
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
      watchlistIds: [t.seeded.id],
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
    const response = await oneClick(linkFor(t.seeded.id));
    expect(response.status).toBe(200);
    expect(await email()).toBe(false);
    expect(await email(t.seeded.second)).toBe(true);
  });

  it("turns off every watchlist of a digest's List-Unsubscribe link in one POST", async () => {
    await t.db.query("update watchlist_subscriptions set email = true where user_id = 'reader'");
    const response = await oneClick(linkFor([t.seeded.id, t.seeded.second]));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(
      'the watchlists &#34;Ohio&#34;, &#34;Texas &#60;moves&#62;&#34;',
    );
    expect(await email()).toBe(false);
    expect(await email(t.seeded.second)).toBe(false);
  });
});
