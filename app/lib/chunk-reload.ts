/** Where the time of the last automatic reload is remembered (per tab). */
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';
/** A second failure within this window means reloading did not help: stop, show the error. */
export const CHUNK_RELOAD_WINDOW_MS = 30_000;

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Loading chunk [\w-]+ failed/i,
  /Unable to preload CSS/i,
];

/** Whether an error is a failed load of a code-split module (a stale or missing chunk). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Decides whether to reload after a chunk failed to load, and records the attempt.
 * Reloads at most once per window, so a chunk that is really gone never loops.
 */
export function claimChunkReload(storage: ReloadStorage, now: number): boolean {
  const stored = storage.getItem(CHUNK_RELOAD_KEY);
  const last = stored === null ? Number.NaN : Number(stored);
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  return true;
}

/** Reloads the page once for a chunk-load error; returns whether a reload was started. */
export function reloadOnceForChunkError(error: unknown): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false;
  try {
    if (!claimChunkReload(window.sessionStorage, Date.now())) return false;
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
