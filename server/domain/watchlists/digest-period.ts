import type { WatchlistSchedule } from './watchlist.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** The ISO 8601 week of a UTC date: "2026-W48" (weeks start on Monday; week 1 holds 4 January). */
export function isoWeekOf(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${pad(week)}`;
}

/**
 * The period a scheduled digest sent at `at` belongs to: its UTC day for daily digests
 * ("2026-11-25"), its ISO week for weekly ones ("2026-W48"). One digest per user, schedule and
 * period is sent (watchlist_digest_runs).
 */
export function digestPeriodOf(
  schedule: Exclude<WatchlistSchedule, 'immediate'>,
  at: Date,
): string {
  if (schedule === 'weekly') return isoWeekOf(at);
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}
