import { describe, expect, it } from 'vitest';
import { singleCarrierSearchSchema } from './route-search-schemas.ts';
import { strictSearch } from './strict-search.ts';

describe('strictSearch', () => {
  it('keeps only the params the route declares, validated', () => {
    const merged = { carrier: 'Acme', carriers: [[]], constructor: '/filings', states: ['TX'] };
    expect(strictSearch(singleCarrierSearchSchema, merged)).toEqual({
      carrier: 'Acme',
      states: ['TX'],
    });
  });

  it('gives the same result for a search it already read', () => {
    const once = strictSearch(singleCarrierSearchSchema, {
      carrier: 'Acme',
      startDate: { year: 2024 },
    });
    expect(strictSearch(singleCarrierSearchSchema, once)).toEqual(once);
  });
});
