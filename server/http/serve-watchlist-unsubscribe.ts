import type { Database } from '#server/db/connection.ts';
import { verifyUnsubscribeLink } from '#server/domain/watchlists/unsubscribe-link.ts';
import { unsubscribeWatchlistEmail } from '#server/domain/watchlists/unsubscribe-watchlist-email.ts';

export type UnsubscribeDeps = { getDatabase: () => Promise<Database>; signingKey: () => Buffer };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(status: number, title: string, message: string): Response {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | Rate Filing Intelligence</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1a1b1e;background:#fff}a{color:#1c5fb0}</style>
</head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/watchlists">Manage your watchlists</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * GET or POST /api/watchlists/unsubscribe?watchlist&user&expires&signature: a signed, expiring
 * link from a digest (its body, or its List-Unsubscribe header, which a mail client POSTs to with
 * the body `List-Unsubscribe=One-Click`, RFC 8058) turns the emails of its watchlists off for
 * that user, with no sign-in, and answers a plain confirmation page. The signature alone decides
 * (the POST body is not needed). Idempotent; a bad (400) or expired (410) link changes nothing
 * and says so.
 */
export async function serveWatchlistUnsubscribe(
  request: Request,
  deps: UnsubscribeDeps,
): Promise<Response> {
  const check = verifyUnsubscribeLink(deps.signingKey(), new URL(request.url));
  if (!check.ok) {
    return check.reason === 'expired'
      ? page(410, 'This link has expired', 'Unsubscribe from the watchlist page instead.')
      : page(400, 'This link is not valid', 'Nothing was changed.');
  }
  const names = await unsubscribeWatchlistEmail(await deps.getDatabase(), check);
  if (names.length === 0) {
    return page(404, 'Nothing to unsubscribe', 'This watchlist or subscription no longer exists.');
  }
  const quoted = names.map((n) => `"${n}"`).join(', ');
  return page(
    200,
    'Unsubscribed',
    names.length === 1
      ? `You will get no more emails for the watchlist ${quoted}. Its notifications still appear in the app.`
      : `You will get no more emails for the watchlists ${quoted}. Their notifications still appear in the app.`,
  );
}
