import type { MailMessage } from '#server/auth/mailer.ts';
import { describeReasons, type NotificationReasons } from './notification-reasons.ts';
import { MAX_UNSUBSCRIBE_WATCHLISTS } from './unsubscribe-link.ts';
import type { WatchlistSchedule } from './watchlist.ts';

/** A digest lists at most this many filings in full; the rest are counted. */
export const MAX_DIGEST_ITEMS = 50;

export type DigestItem = {
  watchlistId: string;
  watchlistName: string;
  serffTrackingNumber: string;
  reasons: NotificationReasons | null;
};

const TITLES: Record<WatchlistSchedule, string> = {
  immediate: 'New watchlist matches',
  daily: 'Your daily watchlist digest',
  weekly: 'Your weekly watchlist digest',
};

function filingLine(item: DigestItem): string {
  const f = item.reasons?.filing;
  if (!f) return item.serffTrackingNumber;
  return `${item.serffTrackingNumber}: ${f.carrier}, ${f.state}, ${f.productName} (${f.status})`;
}

/**
 * The text of one digest: per watchlist, each filing with why it matched and a link to it, then
 * the watchlist's one-click unsubscribe link. The message's List-Unsubscribe link (RFC 8058) is
 * that link for a digest of one watchlist; a digest of several also prints the link that stops
 * them all, and that is the header's (none beyond MAX_UNSUBSCRIBE_WATCHLISTS watchlists). Links
 * start with the public origin.
 */
export function composeDigestEmail(input: {
  to: string;
  schedule: WatchlistSchedule;
  period: string;
  items: DigestItem[];
  publicBaseUrl: string;
  unsubscribeLinkOf: (watchlistIds: readonly string[]) => string;
}): MailMessage {
  const origin = new URL(input.publicBaseUrl).origin;
  const byWatchlist = new Map<string, DigestItem[]>();
  for (const item of input.items) {
    const list = byWatchlist.get(item.watchlistId) ?? [];
    list.push(item);
    byWatchlist.set(item.watchlistId, list);
  }
  const count = input.items.length;
  const lines: string[] = [
    `${TITLES[input.schedule]}: ${count} ${count === 1 ? 'filing' : 'filings'} matched.`,
  ];
  let shown = 0;
  for (const [watchlistId, items] of byWatchlist) {
    lines.push('', `== ${items[0]?.watchlistName ?? 'Watchlist'} ==`);
    for (const item of items) {
      if (shown >= MAX_DIGEST_ITEMS) break;
      shown += 1;
      lines.push('', filingLine(item));
      if (item.reasons)
        for (const reason of describeReasons(item.reasons)) lines.push(`  - ${reason}`);
      lines.push(`  ${origin}/filings/${encodeURIComponent(item.serffTrackingNumber)}`);
    }
    lines.push('', `Stop emails of this watchlist: ${input.unsubscribeLinkOf([watchlistId])}`);
  }
  // One link for the whole mail (List-Unsubscribe), when one link may name all its watchlists.
  const watchlistIds = [...byWatchlist.keys()];
  const listUnsubscribe =
    watchlistIds.length <= MAX_UNSUBSCRIBE_WATCHLISTS
      ? input.unsubscribeLinkOf(watchlistIds)
      : undefined;
  if (listUnsubscribe && watchlistIds.length > 1)
    lines.push(
      '',
      `Stop emails of all ${watchlistIds.length} watchlists in this digest: ${listUnsubscribe}`,
    );
  if (shown < count) lines.push('', `… and ${count - shown} more in the app: ${origin}/watchlists`);
  lines.push('', `Manage your watchlists: ${origin}/watchlists`);
  const period = input.schedule === 'immediate' ? '' : ` (${input.period})`;
  return {
    to: input.to,
    subject: `${TITLES[input.schedule]}${period}: ${count} ${count === 1 ? 'filing' : 'filings'}`,
    text: lines.join('\n'),
    ...(listUnsubscribe ? { listUnsubscribe } : {}),
  };
}
