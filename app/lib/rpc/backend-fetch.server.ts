import '@tanstack/react-start/server-only';
import { getGlobalStartContext } from '@tanstack/react-start';
import { getWebEnv } from '#app/lib/env/web-env.server.ts';
import { type BackendFetch, createBackendFetch } from '#contract/http/forward-to-backend.ts';

/** What the hosts (server/hosts/) hand TanStack Start with every request. */
export type WebRequestContext = {
  /**
   * The api: its handler in-process (`npm start`), or a proxy to BACKEND_URL (`npm run start:web`).
   * Absent under `vite dev`, where the api runs as its own process at BACKEND_URL.
   */
  backend?: BackendFetch;
};

let fallback: BackendFetch | undefined;

function contextBackend(): BackendFetch | undefined {
  try {
    // Start types its request context per app (Register); the hosts' context is read as data.
    const backend: unknown = Reflect.get(getGlobalStartContext() ?? {}, 'backend');
    return typeof backend === 'function' ? (backend as BackendFetch) : undefined;
  } catch {
    return undefined; // outside a request
  }
}

/**
 * How the web tier's server code reaches the api: the host's backend for this request, or else
 * (vite dev, scripts) a fetch to BACKEND_URL. Requests carry the browser-facing URL; only their
 * path and query reach the api.
 */
export function getBackendFetch(): BackendFetch {
  const fromHost = contextBackend();
  if (fromHost) return fromHost;
  fallback ??= createBackendFetch(getWebEnv().BACKEND_URL);
  return fallback;
}
