/** Whether the server has migrated (and seeded) its database; per process, in this module. */
let ready = false;

/** Called by the server once the database is migrated (and seeded): /api/ready then answers 200. */
export function markReady(): void {
  ready = true;
}

export function isReady(): boolean {
  return ready;
}

/** Back to "not ready" (tests). */
export function resetReadiness(): void {
  ready = false;
}
