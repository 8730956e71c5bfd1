import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILING_SORT,
  FILING_SORT_FIELDS,
  FILING_SORT_PARAMS,
  LIST_SORT_FIELDS,
  sortFieldToParam,
  sortParamToField,
} from './filing-sort-fields.ts';

describe('filing sort vocabulary', () => {
  it('spells api fields in kebab-case for the URL and back', () => {
    expect(sortFieldToParam('written_premium_change')).toBe('written-premium-change');
    expect(sortFieldToParam('carrier')).toBe('carrier');
    expect(sortParamToField('effective-date-new')).toBe('effective_date_new');
    for (const field of LIST_SORT_FIELDS)
      expect(sortParamToField(sortFieldToParam(field))).toBe(field);
  });

  it('offers the list every field but those only whole filings carry', () => {
    expect(FILING_SORT_FIELDS.filter((f) => !LIST_SORT_FIELDS.includes(f as never))).toEqual([
      'submitted_date',
    ]);
    expect(FILING_SORT_PARAMS).toHaveLength(LIST_SORT_FIELDS.length);
    expect(FILING_SORT_PARAMS).not.toContain('submitted-date');
    expect(LIST_SORT_FIELDS).toContain(DEFAULT_FILING_SORT.field);
  });
});
