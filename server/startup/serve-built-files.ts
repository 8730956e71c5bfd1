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

/**
 * How long a browser keeps a built file. Everything under `assets/` is named by its content's
 * hash (Vite), so a changed file has a new name: it is kept for a year without asking again.
 * Other built files (favicon.svg, robots.txt) keep their names across builds: an hour.
 */
export function cacheControlFor(segment: string): string {
  return segment === 'assets' ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

/**
 * srvx's static middleware for the client build in `dir`, asked only for paths under one of the
 * build's top-level entries (`/assets/...`, `/favicon.svg`). It looks for a file (and its `.html`
 * and `/index.html` variants) with a failing `stat` per candidate on every GET otherwise, pages
 * and health checks included; the build does not change while the server runs. What it serves
 * carries a Cache-Control (`cacheControlFor`): without one, browsers asked again for every
 * script and style on every page load.
 */
export function serveBuiltFiles(dir: string): ServerMiddleware {
  const entries = new Set(existsSync(dir) ? readdirSync(dir) : []);
  const serveStatic = staticMiddleware({ dir });
  return async (request, next) => {
    const segment = firstSegment(new URL(request.url).pathname);
    // An undecodable segment goes to srvx, which answers it (400) as before.
    if (segment !== undefined && !entries.has(segment)) return next();
    // Only what srvx served from the build gets a Cache-Control, not what it handed on.
    let handedOn = false;
    const response = await serveStatic(request, () => {
      handedOn = true;
      return next();
    });
    if (handedOn || segment === undefined || (response.status !== 200 && response.status !== 304))
      return response;
    const headers = new Headers(response.headers);
    headers.set('cache-control', cacheControlFor(segment));
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
}
