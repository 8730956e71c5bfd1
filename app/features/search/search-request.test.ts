import { describe, expect, it } from 'vitest';
import { searchSearchSchema } from '#app/lib/search/route-search-schemas.ts';
import { SearchIndex } from '#gen/ratefiling/v1/search_service_pb.ts';
import { countSearchFilters, searchToRequest } from './search-request.ts';

describe('searchToRequest', () => {
  it('maps the URL to the api request', () => {
    const search = searchSearchSchema.parse({
      query: 'wildfire',
      states: ['CA', 'AZ'],
      index: 'rating-factors',
      startDate: { year: 2024 },
      hasMoreContext: true,
      pagination: { page: 3, pageSize: 100 },
    });
    expect(searchToRequest(search)).toMatchObject({
      query: 'wildfire',
      states: ['AZ', 'CA'],
      index: SearchIndex.RATING_FACTORS,
      startDate: { year: 2024, month: 0, day: 0 },
      hasMoreContext: true,
      pagination: { page: 3, pageSize: 50 },
    });
    expect(countSearchFilters(search)).toBe(2);
  });
});
