import { z } from 'zod';
import { signUrl, verifySignedUrl } from '#server/documents/signed-url.ts';

/** Where one-click unsubscribe links point (server/http/serve-watchlist-unsubscribe.ts). */
export const UNSUBSCRIBE_PATH = '/api/watchlists/unsubscribe';

/** Unsubscribe links in emails work for 30 days. */
export const UNSUBSCRIBE_LINK_TTL_SECONDS = 30 * 24 * 3600;

/** The most watchlists one link turns off (a digest's List-Unsubscribe link names them all). */
export const MAX_UNSUBSCRIBE_WATCHLISTS = 50;

const paramsSchema = z.object({
  watchlist: z
    .string()
    .transform((ids) => ids.split(','))
    .pipe(z.array(z.uuid()).min(1).max(MAX_UNSUBSCRIBE_WATCHLISTS)),
  user: z.string().min(1).max(200),
});

/**
 * A signed, expiring link that turns off `userId`'s emails of one watchlist (or of each of a
 * digest's watchlists), on the public origin: HMAC over the path, the ids and the expiry
 * (server/documents/signed-url.ts), so it needs no sign-in and cannot be pointed at another
 * user or watchlist.
 */
export function unsubscribeLink(
  input: {
    publicBaseUrl: string;
    signingKey: Buffer;
    watchlistIds: readonly string[];
    userId: string;
  },
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  const params = new URLSearchParams({
    watchlist: input.watchlistIds.join(','),
    user: input.userId,
  });
  const path = signUrl(
    input.signingKey,
    UNSUBSCRIBE_PATH,
    params,
    nowSeconds + UNSUBSCRIBE_LINK_TTL_SECONDS,
  );
  return `${new URL(input.publicBaseUrl).origin}${path}`;
}

export type UnsubscribeCheck =
  | { ok: true; watchlistIds: string[]; userId: string }
  | { ok: false; reason: 'missing' | 'tampered' | 'expired' };

/** Checks an unsubscribe request's link: signature, expiry and the ids. */
export function verifyUnsubscribeLink(
  signingKey: Buffer,
  url: URL,
  nowSeconds = Math.floor(Date.now() / 1000),
): UnsubscribeCheck {
  if (url.pathname !== UNSUBSCRIBE_PATH) return { ok: false, reason: 'tampered' };
  const check = verifySignedUrl(signingKey, url, nowSeconds);
  if (!check.ok) return check;
  const parsed = paramsSchema.safeParse(Object.fromEntries(check.params));
  if (!parsed.success) return { ok: false, reason: 'tampered' };
  return { ok: true, watchlistIds: parsed.data.watchlist, userId: parsed.data.user };
}
