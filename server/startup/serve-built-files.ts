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
 * srvx's static middleware for the client build in `dir`, asked only for paths under one of the
 * build's top-level entries (`/assets/...`, `/favicon.svg`). It looks for a file (and its `.html`
 * and `/index.html` variants) with a failing `stat` per candidate on every GET otherwise, pages
 * and health checks included; the build does not change while the server runs.
 */
export function serveBuiltFiles(dir: string): ServerMiddleware {
  const entries = new Set(existsSync(dir) ? readdirSync(dir) : []);
  const serveStatic = staticMiddleware({ dir });
  return (request, next) => {
    const segment = firstSegment(new URL(request.url).pathname);
    // An undecodable segment goes to srvx, which answers it (400) as before.
    if (segment !== undefined && !entries.has(segment)) return next();
    return serveStatic(request, next);
  };
}
