import { z } from '#contract/zod.ts';

const KEY = 'customQueryHistory';
const MAX_ENTRIES = 20;

const historySchema = z.array(z.object({ sql: z.string(), at: z.string() }));
export type HistoryEntry = z.infer<typeof historySchema>[number];

/** The queries this browser ran, newest first (local storage; ignored when unreadable). */
export function readQueryHistory(): HistoryEntry[] {
  if (typeof window === 'undefined') return [];
  try {
    const parsed = historySchema.safeParse(JSON.parse(window.localStorage.getItem(KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Adds a query to the front of the history (once; at most 20 kept) and returns the new list. */
export function rememberQuery(sql: string): HistoryEntry[] {
  const trimmed = sql.trim();
  const next = [
    { sql: trimmed, at: new Date().toISOString() },
    ...readQueryHistory().filter((entry) => entry.sql !== trimmed),
  ].slice(0, MAX_ENTRIES);
  try {
    window.localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the history is a convenience.
  }
  return next;
}
