import { AsyncLocalStorage } from 'node:async_hooks';

export type RequestContext = { userId?: string };

/** One store per process (server/ is loaded once per process; ADR 015). */
const storage = new AsyncLocalStorage<RequestContext>();

function getStorage(): AsyncLocalStorage<RequestContext> {
  return storage;
}

/** Runs `fn` with a fresh context for one request. */
export function runWithRequestContext<T>(context: RequestContext, fn: () => T): T {
  return getStorage().run(context, fn);
}

/** The current request's context, if running inside one. */
export function getRequestContext(): RequestContext | undefined {
  return getStorage().getStore();
}

/**
 * Records who is signed in for the request being handled (auth code calls it once it knows), so
 * the request's log line carries the user id. Does nothing outside a request.
 */
export function setRequestUserId(userId: string): void {
  const context = getStorage().getStore();
  if (context) context.userId = userId;
}
