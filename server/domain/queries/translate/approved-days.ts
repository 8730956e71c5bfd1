import type { Intent } from './intent.ts';
import type { Token } from './meaning.ts';

/**
 * "Which filings were approved in under 5 days?" (twenty-second pass): the reading keeps the
 * filings with status Approved whose days to approval pass the threshold, but the data's
 * `days_to_approval` is the days to any decision (docs/analytics-definitions.md), so the filings
 * decided otherwise in that time, or approved under another status ("Approved as Amended"), may
 * be meant too. Returns the status word when the reading is so (a caution), else nothing.
 */
export function approvedStatusWithDays(tokens: readonly Token[], intent: Intent): string[] {
  const status = intent.filters.get('disposition_status');
  if (status?.length !== 1 || status[0] !== 'Approved') return [];
  // "slowest carrier to get filings approved, on average" (twenty-third pass): an average or a
  // ranking of the days, too.
  const days = (m: { metric?: string } | undefined) => m?.metric === 'days_to_approval';
  const timed =
    intent.conditions.some((c) => days(c) && !c.measure) ||
    intent.measures.some(days) ||
    days(intent.order) ||
    days(intent.order?.measure);
  if (!timed) return [];
  const word = tokens.find(
    (t) => t.meaning.kind === 'value' && t.meaning.dimension === 'disposition_status',
  );
  return word ? [word.text] : [];
}
