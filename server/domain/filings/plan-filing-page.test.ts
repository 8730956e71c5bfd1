import { describe, expect, it } from 'vitest';
import { compileSql } from '#tests/support/compile-sql.ts';
import { planFilingPage } from './plan-filing-page.ts';
import { resolveFilingFilters } from './resolve-filing-filters.ts';

const input = (page: number, field: 'submitted_date' | 'max_change') => ({
  filters: resolveFilingFilters({ states: ['TX'] }),
  sort: { field, direction: 'descending' as const },
  page: { page, pageSize: 10 },
});

describe('planFilingPage', () => {
  it('reads the window of a page with the sort column and the filters on the alias', () => {
    const { page, read } = planFilingPage(input(3, 'max_change'), 25, 'filings', 'f');
    expect(page).toMatchObject({ totalPages: 3, totalResults: 25 });
    expect(read?.window).toEqual({ offset: 0, limit: 5, reverse: true });
    expect(read?.column).toBe('max_change');
    expect(read && compileSql(read.where).sql).toContain('"f"."state" in');
  });

  it('reads nothing past the last page, before looking at the sort field', () => {
    const { page, read } = planFilingPage(input(4, 'submitted_date'), 25, 'filings', 'f');
    expect(page.totalResults).toBe(25);
    expect(read).toBeUndefined();
  });

  it("refuses a sort field the table has no column for, naming the table's kind", () => {
    expect(() => planFilingPage(input(1, 'submitted_date'), 25, 'filings', 'f')).toThrow(
      'not a filings sort field: submitted_date',
    );
    // Whole filings sort by every field since migration 255; the sort input's schema is the only
    // guard left there, and the plan still names the table's kind for a field it does not know.
    const unknown = {
      ...input(1, 'max_change'),
      sort: { field: 'not_a_field', direction: 'descending' as const },
    };
    expect(() =>
      planFilingPage(unknown as unknown as ReturnType<typeof input>, 25, 'whole_filings', 'w'),
    ).toThrow('not a whole-filings sort field: not_a_field');
    expect(() => planFilingPage(input(1, 'max_change'), 25, 'whole_filings', 'w')).not.toThrow();
  });
});
