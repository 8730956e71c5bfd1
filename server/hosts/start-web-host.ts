import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isApiPath } from '#contract/http/api-paths.ts';
import type { BackendFetch } from '#contract/http/forward-to-backend.ts';
import { getServerEnv } from '#server/config/server-env.ts';
import { serveBuiltFiles } from '#server/startup/serve-built-files.ts';
import { serveHost } from './serve-host.ts';

/** The built web tier: TanStack Start's fetch entry, handed the api as request context. */
type StartEntry = {
  default: {
    fetch: (
      request: Request,
      options: { context: { backend: BackendFetch } },
    ) => Response | Promise<Response>;
  };
};

export type WebHostOptions = {
  /** The build folder (dist, or BUILD_OUT_DIR). */
  outDir: string;
  /** The api: its handler in this process, or a reverse proxy to BACKEND_URL. */
  backend: BackendFetch;
  name: string;
  /** Run when the host closes on a signal (the single process stops its job workers). */
  onClose?: () => Promise<void>;
};

/**
 * Serves the web tier: built client files, api paths (contract/http/api-paths.ts) handed to the
 * backend, and everything else to TanStack Start, whose server code reaches the api through the
 * same backend (app/lib/rpc/backend-fetch.server.ts).
 */
export async function startWebHost({
  outDir,
  backend,
  name,
  onClose,
}: WebHostOptions): Promise<void> {
  const env = getServerEnv();
  const entryPath = join(outDir, 'server/server.js');
  if (!existsSync(entryPath)) {
    throw new Error(
      `No production build at ${entryPath}: run "npm run build" (npm start does it).`,
    );
  }
  const entry = (await import(pathToFileURL(entryPath).href)) as StartEntry;
  await serveHost({
    name,
    port: env.PORT,
    hostname: env.HOST,
    trustProxy: env.TRUST_PROXY,
    middleware: [serveBuiltFiles(join(outDir, 'client'))],
    ...(onClose ? { onClose } : {}),
    fetch: async (request) => {
      if (isApiPath(new URL(request.url).pathname)) return backend(request);
      return entry.default.fetch(request, { context: { backend } });
    },
  });
}
