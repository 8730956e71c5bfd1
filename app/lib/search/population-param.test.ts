import { describe, expect, it } from 'vitest';
import { toAnalyticsFilters } from '#app/features/analytics/analytics-search.ts';
import { filtersToSearch, searchToFilters } from '#app/features/filings/filings-request.ts';
import { emptyFilterLists } from '#contract/filings/filter-fields.ts';
import { filingsSearchSchema } from './filings-search-schema.ts';
import { stateSearchSchema } from './route-search-schemas.ts';

describe('population, date basis and minimum filings in the URL', () => {
  it('keeps known values and drops anything else', () => {
    const ok = stateSearchSchema.parse({
      population: 'all',
      dateBasis: 'submitted',
      minFilings: 3,
    });
    expect(ok).toMatchObject({ population: 'all', dateBasis: 'submitted', minFilings: 3 });
    const bad = stateSearchSchema.parse({ population: 'some', dateBasis: 'x', minFilings: 0 });
    expect([bad.population, bad.dateBasis, bad.minFilings]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(filingsSearchSchema.parse({ dateBasis: 'disposition' }).dateBasis).toBe('disposition');
  });

  it('maps them to the api (defaults as UNSPECIFIED) and back from a saved filter', () => {
    expect(toAnalyticsFilters({ population: 'all', dateBasis: 'disposition' })).toEqual({
      population: 2,
      dateBasis: 3,
    });
    expect(toAnalyticsFilters({})).toEqual({});
    const filters = searchToFilters({ dateBasis: 'submitted', startDate: { year: 2024 } });
    expect(filters.dateBasis).toBe(2);
    const back = filtersToSearch({ ...emptyFilterLists(), dateBasis: 2 });
    expect(back.dateBasis).toBe('submitted');
  });
});
