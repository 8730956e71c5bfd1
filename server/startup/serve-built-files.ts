import { existsSync, readdirSync } from 'node:fs';
import type { ServerMiddleware } from 'srvx';
import { staticMiddleware } from 'srvx/static';

function firstSegment(pathname: string): string | undefined {
  const segment = pathname.split('/')[1] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** A year: files under `assets/` are named by their content's hash (Vite). */
const HASHED_MAX_AGE_S = 31_536_000;
/** An hour: other built files (favicon.svg, robots.txt) keep their names across builds. */
const NAMED_MAX_AGE_S = 3_600;

/**
 * srvx's static middleware for the client build in `dir`, asked only for paths under one of the
 * build's top-level entries (`/assets/...`, `/favicon.svg`). It looks for a file (and its `.html`
 * and `/index.html` variants) with a failing `stat` per candidate on every GET otherwise, pages
 * and health checks included; the build does not change while the server runs.
 * What it serves carries a Cache-Control (without one, browsers asked again for every script and
 * style on every page load): `assets/` for a year and `immutable`, since a changed file gets a
 * new name; other files for an hour. srvx writes the header itself: wrapping its response in a
 * new one to add it crashed the process when a download was cut short.
 */
export function serveBuiltFiles(dir: string): ServerMiddleware {
  const entries = new Set(existsSync(dir) ? readdirSync(dir) : []);
  const serveHashed = staticMiddleware({ dir, maxAge: HASHED_MAX_AGE_S, immutable: true });
  const serveNamed = staticMiddleware({ dir, maxAge: NAMED_MAX_AGE_S });
  return (request, next) => {
    const segment = firstSegment(new URL(request.url).pathname);
    // An undecodable segment goes to srvx, which answers it (400) as before.
    if (segment !== undefined && !entries.has(segment)) return next();
    return segment === 'assets' ? serveHashed(request, next) : serveNamed(request, next);
  };
}
