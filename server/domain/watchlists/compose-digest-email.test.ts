import { describe, expect, it } from 'vitest';
import { composeDigestEmail, type DigestItem } from './compose-digest-email.ts';
import { MAX_UNSUBSCRIBE_WATCHLISTS } from './unsubscribe-link.ts';

const item = (k: number): DigestItem => ({
  watchlistId: `w${k}`,
  watchlistName: `Watchlist ${k}`,
  serffTrackingNumber: `TEST-${k}`,
  reasons: null,
});
const compose = (items: DigestItem[]) =>
  composeDigestEmail({
    to: 'reader@example.test',
    schedule: 'daily',
    period: '2026-11-26',
    items,
    publicBaseUrl: 'https://rates.example.com',
    unsubscribeLinkOf: (ids) => `https://rates.example.com/api/watchlists/unsubscribe?w=${ids}`,
  });

describe('composeDigestEmail List-Unsubscribe', () => {
  it("is the body's link of a one-watchlist digest", () => {
    const mail = compose([item(1), { ...item(1), serffTrackingNumber: 'TEST-9' }]);
    expect(mail.listUnsubscribe).toBe('https://rates.example.com/api/watchlists/unsubscribe?w=w1');
    expect(mail.text).toContain(`Stop emails of this watchlist: ${mail.listUnsubscribe}`);
    expect(mail.text).not.toContain('Stop emails of all');
  });

  it('stops every watchlist of a digest of several, and the body prints the same link', () => {
    const mail = compose([item(1), item(2)]);
    expect(mail.listUnsubscribe).toBe(
      'https://rates.example.com/api/watchlists/unsubscribe?w=w1,w2',
    );
    expect(mail.text).toContain(
      `Stop emails of all 2 watchlists in this digest: ${mail.listUnsubscribe}`,
    );
  });

  it('is left out when one link may not name all the watchlists', () => {
    const many = Array.from({ length: MAX_UNSUBSCRIBE_WATCHLISTS + 1 }, (_, k) => item(k));
    const mail = compose(many);
    expect(mail.listUnsubscribe).toBeUndefined();
    expect(mail.text).not.toContain('Stop emails of all');
  });
});
