import type { Intent } from './intent.ts';
import type { DateField, Meaning } from './meaning.ts';

/**
 * The date a question's time words ("in 2024", "last 12 months", "by year") apply to when it
 * names none: the effective date, the basis of every dashboard, so that the English tool and
 * the dashboards agree on what "homeowners in 2024" means.
 */
export const DEFAULT_DATE_FIELD: DateField = 'effective_date_new';

/** Statuses that are a decision, taken on the disposition date (not "Pending", not "Filed"). */
const DECIDED_STATUS = /approved|disapproved|withdrawn|deemed|authori[sz]ed|acknowledged|closed/i;

const TIME_WORDS = new Set<Meaning['kind']>([
  'year',
  'quarter',
  'relative',
  'range',
  'month',
  'date',
  'last',
  'recent',
  'to-date',
]);

const PERIOD_DIMENSIONS: ReadonlySet<string> = new Set(['year', 'quarter', 'month']);

/** Whether a status is a decision, taken on the disposition date. */
export const isDecidedStatus = (status: string): boolean => DECIDED_STATUS.test(status);

/**
 * The date a status followed by time words names: "approved in 2024", "withdrawn in the last
 * 12 months", "disapproved since 2022" and "withdrawn in each year" mean the disposition date.
 * Undefined otherwise.
 */
export function statusDateField(
  meaning: Meaning,
  next: Meaning | undefined,
): DateField | undefined {
  if (meaning.kind !== 'value' || meaning.dimension !== 'disposition_status') return undefined;
  if (!DECIDED_STATUS.test(meaning.value) || !next) return undefined;
  // "withdrawn in each year", "disapproved per quarter" (twenty-third pass): a row per period of
  // the decision.
  const perPeriod = next.kind === 'dimension' && PERIOD_DIMENSIONS.has(next.dimension);
  if (!perPeriod && !TIME_WORDS.has(next.kind)) return undefined;
  return 'disposition_date';
}

/**
 * "withdrawn filings per year" (twenty-third pass): rows per period of filings filtered by a
 * decision's status, dated by the dashboards' basis (the effective date), where the question may
 * mean the period of the decision. The statuses, or none when it does not apply.
 */
export function decidedStatusPerPeriod(intent: Intent): string[] {
  if (intent.dateField !== DEFAULT_DATE_FIELD) return [];
  if (!intent.groupBy.some((d) => PERIOD_DIMENSIONS.has(d))) return [];
  const statuses = intent.filters.get('disposition_status') ?? [];
  return statuses.length > 0 && statuses.every(isDecidedStatus) ? statuses : [];
}
