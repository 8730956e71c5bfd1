import { describe, expect, it } from 'vitest';
import { POPULATION_DEFINITIONS } from '#contract/analytics/analytics-definitions.ts';
import { resolveFilingFilters } from '#server/domain/filings/resolve-filing-filters.ts';
import {
  briefScope,
  describeBriefFilters,
  describeBriefPopulation,
} from './describe-brief-filters.ts';

describe('describeBriefPopulation', () => {
  it('names the default population and date basis with its definition', () => {
    expect(describeBriefPopulation(resolveFilingFilters({}))).toBe(
      `Population: Approved or effective rate changes · by effective date — ${POPULATION_DEFINITIONS.rate_changes}`,
    );
  });

  it('names every filing by submitted date', () => {
    expect(describeBriefPopulation(resolveFilingFilters({ population: 2, dateBasis: 2 }))).toBe(
      `Population: All filings · by submitted date — ${POPULATION_DEFINITIONS.all}`,
    );
  });
});

describe('describeBriefFilters', () => {
  it('says there are no filters', () => {
    expect(describeBriefFilters(resolveFilingFilters({}))).toEqual(['All filings (no filters)']);
  });

  it('gives the date range on its basis, open ends as "any", then each list in order', () => {
    const filters = resolveFilingFilters({
      startDate: { year: 2024, month: 0, day: 0 },
      dateBasis: 3,
      states: ['tx', 'OK'],
      carriers: ['Beta', 'Alpha'],
      productNames: ['Homeowners'],
    });
    expect(describeBriefFilters(filters)).toEqual([
      'Disposition date: Jan 1, 2024 to any',
      'Carriers: Alpha, Beta',
      'States: OK, TX',
      'Products: Homeowners',
    ]);
  });

  it('uses the effective date when no basis is given', () => {
    const filters = resolveFilingFilters({ endDate: { year: 2024, month: 2, day: 0 } });
    expect(describeBriefFilters(filters)).toEqual(['Effective date: any to Feb 29, 2024']);
  });
});

describe('describeBriefFilters with tracking numbers', () => {
  it('names the first ten of a tracking-number list and counts the rest', () => {
    const numbers = Array.from({ length: 12 }, (_, i) => `SFMA-${String(1000 + i)}`);
    const [line] = describeBriefFilters(resolveFilingFilters({ trackingNumbers: numbers }));
    expect(line).toBe(`Tracking numbers: ${numbers.slice(0, 10).join(', ')} and 2 more`);
  });
});

describe('briefScope', () => {
  it('says all filings without scope filters (other lists do not count)', () => {
    expect(briefScope(resolveFilingFilters({}))).toBe('All filings');
    expect(briefScope(resolveFilingFilters({ companies: ['X'] }))).toBe('All filings');
  });

  it('lists carriers, states, lines and a product', () => {
    const filters = resolveFilingFilters({
      states: ['TX'],
      linesOfBusiness: ['19.0 Personal Auto'],
    });
    expect(briefScope(filters)).toBe('TX, 19.0 Personal Auto');
  });

  it('keeps at most two carriers, four states, two lines and one product, then says "and more"', () => {
    const filters = resolveFilingFilters({
      carriers: ['A', 'B', 'C'],
      states: ['AL', 'AK', 'AZ', 'AR', 'CA'],
      productNames: ['P1', 'P2'],
    });
    expect(briefScope(filters)).toBe('A, B, AK, AL, AR, AZ, P1 and more');
  });
});
