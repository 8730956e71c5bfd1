/**
 * The Content-Security-Policy for every response. Scripts: this origin's files plus inline
 * scripts carrying this response's nonce (the server adds it to the inline hydration and
 * colour-scheme scripts it renders, see add-script-nonce.ts); nothing else runs, so markup that
 * slipped into a page could not execute. Styles: 'unsafe-inline' is needed because Mantine sets
 * style attributes and injects <style> tags at run time (attributes cannot carry a nonce); styles
 * cannot run code, so the remaining risk is cosmetic. Framing only by this origin (frame-ancestors 'self', for an embedded PDF), no
 * plugins, forms and fetches only to this origin (analytics and errors go through /ingest and
 * /sentry on this origin).
 */
export function buildContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
