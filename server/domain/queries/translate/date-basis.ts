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

/** Whether a status is a decision, taken on the disposition date. */
export const isDecidedStatus = (status: string): boolean => DECIDED_STATUS.test(status);

/**
 * The date a status followed by time words names: "approved in 2024", "withdrawn in the last
 * 12 months" and "disapproved since 2022" mean the disposition date. Undefined otherwise.
 */
export function statusDateField(
  meaning: Meaning,
  next: Meaning | undefined,
): DateField | undefined {
  if (meaning.kind !== 'value' || meaning.dimension !== 'disposition_status') return undefined;
  if (!DECIDED_STATUS.test(meaning.value) || !next || !TIME_WORDS.has(next.kind)) return undefined;
  return 'disposition_date';
}
