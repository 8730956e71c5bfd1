import { type RawBuilder, sql } from 'kysely';
import type { Population } from '#contract/filings/filter-fields.ts';
import { filingFilterCondition } from '#server/domain/filings/filing-filter-condition.ts';
import {
  DATE_BASIS_COLUMNS,
  type FilingFilters,
} from '#server/domain/filings/filing-filters-schema.ts';
import { outcomeCondition } from './filing-outcomes.ts';

/** The population analytics count when the filters name none. */
export const DEFAULT_POPULATION: Population = 'rate_changes';

/**
 * The one place the analytics population is built (docs/analytics-definitions.md): on the whole
 * filing `alias`, `rate_changes` keeps approved filings (the approved outcome, which includes the
 * file-and-use statuses Filed, Acknowledged, Deemed: filings that took effect) whose overall rate
 * impact is set and not 0; `all` keeps every filing.
 */
export function populationCondition(filters: FilingFilters, alias: string): RawBuilder<boolean> {
  if ((filters.population ?? DEFAULT_POPULATION) === 'all') return sql<boolean>`true`;
  const rate = sql.ref(`${alias}.overall_rate_impact`);
  return sql<boolean>`(${outcomeCondition(alias, 'approved')} and ${rate} is not null and ${rate} <> 0)`;
}

/**
 * WHERE of analytics over whole filings `alias`: the filings list's own filters (date range on
 * the filters' date basis) and the population.
 */
export function analyticsCondition(filters: FilingFilters, alias: string): RawBuilder<boolean> {
  return sql<boolean>`(${filingFilterCondition(filters, 'whole_filings', alias)} and ${populationCondition(filters, alias)})`;
}

/** The first day (YYYY-MM-DD) of the month of the filters' date basis, on whole filing `alias`. */
export function periodMonthSql(filters: FilingFilters, alias: string): RawBuilder<string | null> {
  const date = sql.ref(`${alias}.${DATE_BASIS_COLUMNS[filters.dateBasis ?? 'effective']}`);
  return sql<string | null>`to_char(date_trunc('month', ${date}), 'YYYY-MM-DD')`;
}
