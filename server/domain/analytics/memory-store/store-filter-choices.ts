import { FILTER_LIST_FIELDS, type FilterListField } from '#contract/filings/filter-fields.ts';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';
import type { AnalyticsStore, Codes } from './analytics-store.ts';
import { LIST_FILTER_COLUMNS } from './filter-plan.ts';
import { planListFilters } from './list-filter-plan.ts';
import { selectFilings } from './select-filings.ts';
import { selectListRows } from './select-list-rows.ts';
import type { StringDictionary } from './string-dictionary.ts';

export type StoreValueCount = { value: string; count: number };

/** Values with a count, most first, then by value in the database's collation. */
function valueCounts(counts: Uint32Array, dictionary: StringDictionary): StoreValueCount[] {
  const rank = dictionary.rank;
  if (!rank) throw new Error('filter choices need the dictionary ranked in the collation');
  const codes: number[] = [];
  counts.forEach((count, code) => {
    if (count > 0) codes.push(code);
  });
  codes.sort((a, b) => (counts[b] ?? 0) - (counts[a] ?? 0) || (rank[a] ?? 0) - (rank[b] ?? 0));
  return codes.map((code) => ({ value: dictionary.values[code] ?? '', count: counts[code] ?? 0 }));
}

function countCodes(codes: Codes, at: Uint32Array, size: number, through?: Uint32Array) {
  const counts = new Uint32Array(size);
  for (const k of at) {
    const code = codes[through ? (through[k] ?? 0) : k] ?? 0;
    counts[code] = (counts[code] ?? 0) + 1;
  }
  return counts;
}

/**
 * list-filter-choices.ts's choices from the store (ADR 034): for each list field, among the
 * filings (company rows for companies) matching the other fields' filters, each value with the
 * number of whole filings having it (company rows for companies, filings that revised the
 * factor for rating factors), most first, then by value.
 */
export function storeFilterChoices(
  store: AnalyticsStore,
  filters: FilingFilters,
): Record<FilterListField, StoreValueCount[]> {
  const d = store.dictionaries;
  let unfiltered: Uint32Array | undefined;
  const matching = (field: FilterListField) => {
    if (filters[field].length > 0)
      return selectFilings(store, planListFilters(store, filters, field));
    unfiltered ??= selectFilings(store, planListFilters(store, filters));
    return unfiltered;
  };
  const choices = {} as Record<FilterListField, StoreValueCount[]>;
  for (const field of FILTER_LIST_FIELDS) {
    if (field === 'companies') {
      const rows = selectListRows(store, planListFilters(store, filters, field));
      const counts = countCodes(store.companyRows.company, rows, d.company.values.length);
      choices[field] = valueCounts(counts, d.company);
    } else if (field === 'ratingFactors') {
      const { start, factor } = store.filingFactors;
      const counts = new Uint32Array(d.factor.values.length);
      for (const i of matching(field)) {
        const to = start[i + 1] ?? 0;
        for (let at = start[i] ?? 0; at < to; at++) {
          const code = factor[at] ?? 0;
          counts[code] = (counts[code] ?? 0) + 1;
        }
      }
      choices[field] = valueCounts(counts, d.factor);
    } else {
      const column = LIST_FILTER_COLUMNS[field];
      const counts = countCodes(store.filings[column], matching(field), d[column].values.length);
      choices[field] = valueCounts(counts, d[column]);
    }
  }
  return choices;
}
