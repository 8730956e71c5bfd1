import { describe, expect, it } from 'vitest';
import { FILING_SORT_PARAMS } from '#contract/filings/filing-sort-fields.ts';
import {
  sortFromParam,
  sortFromTableStatus,
  sortToParam,
  sortToRequest,
  sortToTableStatus,
} from './filing-sort.ts';

describe('filings sort conversions', () => {
  it('reads the URL sort as the api field and back', () => {
    const sort = sortFromParam({ field: 'effective-date-new', direction: 'ascending' });
    expect(sort).toEqual({ field: 'effective_date_new', direction: 'ascending' });
    expect(sortToParam(sort)).toEqual({ field: 'effective-date-new', direction: 'ascending' });
  });

  it('gives the api the proto direction (ascending 1, descending 2)', () => {
    expect(sortToRequest({ field: 'rate_impact', direction: 'ascending' })).toEqual({
      field: 'rate_impact',
      direction: 1,
    });
    expect(sortToRequest({ field: 'submitted_date', direction: 'descending' }).direction).toBe(2);
  });

  it('round-trips every list sort field through the table', () => {
    for (const field of FILING_SORT_PARAMS) {
      for (const direction of ['ascending', 'descending'] as const) {
        expect(sortFromTableStatus(sortToTableStatus({ field, direction }))).toEqual({
          field,
          direction,
        });
      }
    }
    expect(sortToTableStatus({ field: 'state', direction: 'descending' })).toEqual({
      columnAccessor: 'state',
      direction: 'desc',
    });
  });

  it('ignores a table column the api does not sort by', () => {
    expect(sortFromTableStatus({ columnAccessor: 'sub-toi', direction: 'asc' })).toBeUndefined();
  });
});
