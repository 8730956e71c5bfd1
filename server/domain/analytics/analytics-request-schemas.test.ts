import { describe, expect, it } from 'vitest';
import { resolveFilingFilters } from '#server/domain/filings/resolve-filing-filters.ts';
import {
  analyticsFiltersRequestSchema,
  carrierStatsRequestSchema,
  reviewerDaysRequestSchema,
  reviewerRoleSchema,
  reviewerStatsRequestSchema,
} from './analytics-request-schemas.ts';

describe('analytics request schemas', () => {
  it('resolves absent filters to no filters, as the filings list does', () => {
    expect(analyticsFiltersRequestSchema.parse({}).filters).toEqual(resolveFilingFilters({}));
    expect(analyticsFiltersRequestSchema.parse({ filters: null }).filters.states).toEqual([]);
    expect(
      analyticsFiltersRequestSchema.parse({ filters: { states: ['tx'], population: 2 } }).filters,
    ).toMatchObject({ states: ['TX'], population: 'all' });
    expect(() => analyticsFiltersRequestSchema.parse({ filters: { states: ['Texas'] } })).toThrow(
      'two-letter',
    );
  });

  it('maps the proto reviewer role: 1 primary, 2 secondary, anything else any', () => {
    expect(reviewerRoleSchema.parse(1)).toBe('primary');
    expect(reviewerRoleSchema.parse(2)).toBe('secondary');
    for (const role of [undefined, 0, 3, -1]) expect(reviewerRoleSchema.parse(role)).toBe('any');
    expect(() => reviewerRoleSchema.parse(1.5)).toThrow();
  });

  it('defaults the state breakdown off and the page to 1 of 10', () => {
    expect(carrierStatsRequestSchema.parse({}).includeStateBreakdown).toBe(false);
    expect(
      carrierStatsRequestSchema.parse({ includeStateBreakdown: true }).includeStateBreakdown,
    ).toBe(true);
    expect(reviewerStatsRequestSchema.parse({ role: 1 })).toMatchObject({
      role: 'primary',
      pagination: { page: 1, pageSize: 10 },
    });
  });

  it('sorts reviewer days by average days descending unless told otherwise', () => {
    expect(reviewerDaysRequestSchema.parse({}).sort).toEqual({
      field: 'average_days_to_approval',
      ascending: false,
    });
    expect(reviewerDaysRequestSchema.parse({ sort: { field: '  ', direction: 1 } }).sort).toEqual({
      field: 'average_days_to_approval',
      ascending: true,
    });
    expect(
      reviewerDaysRequestSchema.parse({ sort: { field: 'state', direction: 2 } }).sort,
    ).toEqual({ field: 'state', ascending: false });
  });

  it('refuses an unknown sort field, naming the allowed ones', () => {
    const result = reviewerDaysRequestSchema.safeParse({ sort: { field: 'w.name; drop table' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('Unknown sort field "w.name; drop table"');
    expect(result.error?.issues[0]?.message).toContain('median_days_to_approval');
    expect(reviewerDaysRequestSchema.safeParse({ sort: { field: 'x'.repeat(101) } }).success).toBe(
      false,
    );
  });
});
