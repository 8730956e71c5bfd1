import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '#server/auth/mailer.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { type SmtpStub, startSmtpStub } from '#tests/support/smtp-stub.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { insertUser, insertWatchlist } from '#tests/support/watchlists.ts';
import { enqueueFilingChanges } from './enqueue-filing-changes.ts';
import { matchFilingChanges } from './match-filing-changes.ts';
import { sendWatchlistDigest } from './send-watchlist-digest.ts';
import { verifyUnsubscribeLink } from './unsubscribe-link.ts';

const publicBaseUrl = 'https://rates.example.com';
const signingKey = Buffer.alloc(32, 5);

/**
 * A daily digest through SMTP (SMTP_URL), against a local SMTP server: one message per user and
 * period with each filing, why it matched, its link and the watchlist's unsubscribe link; a
 * failed send is retried and still goes once; a user without an address gets none.
 */
describe.each(listTestTargets())('the daily digest through SMTP on %s', (target) => {
  let smtp: SmtpStub;
  const t = useTestDatabase(target, async (db) => {
    await insertUser(db, 'reader', 'reader@example.test');
    const watchlist = await insertWatchlist(
      db,
      { userId: 'reader' },
      { name: 'Texas daily', schedule: 'daily', filters: { states: ['TX'] } },
    );
    // A Clerk user has no local address: in-app notifications only.
    await insertWatchlist(db, { userId: 'clerk-user' }, { name: 'No address', schedule: 'daily' });
    const filing = await insertFiling(db, { state: 'TX' });
    await enqueueFilingChanges(db, [filing.serff_tracking_number]);
    await matchFilingChanges(db);
    return { watchlist, filing };
  });
  beforeAll(async () => {
    smtp = await startSmtpStub();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('sends one message per user and period, retried after a failure, never twice', async () => {
    const run = { userId: 'reader', schedule: 'daily', period: '2026-11-26' } as const;
    const failing = { send: async () => Promise.reject(new Error('SMTP down')) };
    await expect(
      sendWatchlistDigest(t.db, { mailer: failing, publicBaseUrl, signingKey }, run),
    ).rejects.toThrow('SMTP down');
    const deps = { mailer: createSmtpMailer(smtp.url), publicBaseUrl, signingKey };
    expect(await sendWatchlistDigest(t.db, deps, run)).toBe('sent');
    expect(await sendWatchlistDigest(t.db, deps, run)).toBe('taken');
    expect(await sendWatchlistDigest(t.db, deps, { ...run, period: '2026-11-27' })).toBe('empty');

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    const tn = t.seeded.filing.serff_tracking_number;
    expect(mail?.to).toEqual(['reader@example.test']);
    expect(mail?.subject).toBe('Your daily watchlist digest (2026-11-26): 1 filing');
    expect(mail?.text).toContain('== Texas daily ==');
    expect(mail?.text).toContain(`${tn}: `);
    expect(mail?.text).toContain('  - New match for this watchlist');
    expect(mail?.text).toContain(`  ${publicBaseUrl}/filings/${tn}`);
    const link = /Stop emails of this watchlist: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(verifyUnsubscribeLink(signingKey, new URL(link))).toEqual({
      ok: true,
      userId: 'reader',
      watchlistIds: [t.seeded.watchlist.id],
    });
    // The same link in the headers, for the mail client's own unsubscribe button (RFC 8058).
    expect(mail?.headers['list-unsubscribe']).toBe(`<${link}>`);
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('sends nothing to a user without an email address', async () => {
    const deps = { mailer: createSmtpMailer(smtp.url), publicBaseUrl, signingKey };
    const before = smtp.received.length;
    expect(
      await sendWatchlistDigest(t.db, deps, {
        userId: 'clerk-user',
        schedule: 'daily',
        period: '2026-11-26',
      }),
    ).toBe('no-email');
    expect(smtp.received).toHaveLength(before);
  });
});
