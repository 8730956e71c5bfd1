const READY_KEY = Symbol.for('rate-filing-intelligence.ready');
type ReadyHolder = { [READY_KEY]?: boolean };

/**
 * Readiness lives on globalThis: server/main.ts (unbundled) sets it, the bundled /api/ready route
 * reads it, and each has its own copy of this module.
 */
const holder = globalThis as ReadyHolder;

/** Called by the server once the database is migrated (and seeded): /api/ready then answers 200. */
export function markReady(): void {
  holder[READY_KEY] = true;
}

export function isReady(): boolean {
  return holder[READY_KEY] === true;
}

/** Back to "not ready" (tests). */
export function resetReadiness(): void {
  delete holder[READY_KEY];
}
