import type { Intent } from '#server/domain/queries/translate/intent.ts';

/**
 * A translator reading with nothing in it but `over`: no measure, grouping, filter, exclusion,
 * condition or date, on the dashboards' date basis (the effective date). For tests of the
 * translator's checks and SQL that start from a reading rather than a question.
 */
export const buildIntent = (over: Partial<Intent> = {}): Intent => ({
  measures: [],
  groupBy: [],
  filters: new Map(),
  exclusions: new Map(),
  conditions: [],
  dates: [],
  dateField: 'effective_date_new',
  ...over,
});
