import { describe, expect, it } from 'vitest';
import { DEFAULT_FILING_SORT } from '#contract/filings/filing-sort-fields.ts';
import { compileSql } from '#tests/support/compile-sql.ts';
import {
  FILING_SORT_COLUMNS,
  filingOrderBy,
  filingSortColumn,
  filingSortFields,
  filingSortSchema,
} from './filing-sort.ts';

describe('filingSortColumn', () => {
  it("names the field's column on each table and refuses a field the table cannot sort on", () => {
    expect(filingSortColumn('written_premium_change', 'filings')).toBe('written_premium_change');
    expect(filingSortColumn('written_premium_change', 'whole')).toBe(
      'overall_written_premium_change',
    );
    expect(() => filingSortColumn('submitted_date', 'filings')).toThrow(
      'not a filings sort field: submitted_date',
    );
    expect(filingSortColumn('min_change', 'whole')).toBe('overall_min_change');
    expect(filingSortColumn('average_premium_change', 'whole')).toBe(
      'overall_average_premium_change',
    );
  });
});

describe('filingSortFields', () => {
  it('lists the fields each table has a column for', () => {
    const filings = filingSortFields('filings');
    const whole = filingSortFields('whole');
    expect(filings).toContain('max_change');
    expect(filings).not.toContain('submitted_date');
    expect(whole).toContain('submitted_date');
    // One row per filing sorts by every column the filings table shows (its overall figures).
    expect(whole).toEqual(expect.arrayContaining(filings));
    expect(filings.length + whole.length).toBe(
      Object.values(FILING_SORT_COLUMNS).reduce(
        (n, c) => n + (c.filings ? 1 : 0) + (c.whole ? 1 : 0),
        0,
      ),
    );
  });
});

describe('filingSortSchema', () => {
  it('defaults to written premium change, descending', () => {
    const schema = filingSortSchema('filings');
    expect(schema.parse(undefined)).toEqual(DEFAULT_FILING_SORT);
    expect(schema.parse({ field: '', direction: 'unspecified' })).toEqual(DEFAULT_FILING_SORT);
    expect(schema.parse({ field: '', direction: 'ascending' })).toEqual({
      field: 'written_premium_change',
      direction: 'ascending',
    });
  });

  it('keeps a known field and reads an unspecified direction as descending', () => {
    expect(
      filingSortSchema('filings').parse({ field: 'rate_impact', direction: 'ascending' }),
    ).toEqual({
      field: 'rate_impact',
      direction: 'ascending',
    });
    expect(
      filingSortSchema('whole').parse({ field: 'submitted_date', direction: 'unspecified' }),
    ).toEqual({
      field: 'submitted_date',
      direction: 'descending',
    });
  });

  it('refuses a field the table cannot sort on, or an unknown direction', () => {
    expect(() =>
      filingSortSchema('filings').parse({ field: 'submitted_date', direction: 'ascending' }),
    ).toThrow('Unknown sort field');
    expect(() =>
      filingSortSchema('whole').parse({ field: 'premium', direction: 'ascending' }),
    ).toThrow('Unknown sort field');
    expect(() =>
      filingSortSchema('whole').parse({ field: 'id; drop', direction: 'ascending' }),
    ).toThrow();
    expect(() => filingSortSchema('whole').parse({ field: 'carrier', direction: 'up' })).toThrow();
  });
});

describe('filingOrderBy', () => {
  const text = (...args: Parameters<typeof filingOrderBy>) =>
    compileSql(filingOrderBy(...args)).sql;

  it('sorts descending with empty values last and ascending as its exact reverse', () => {
    expect(text('rate_impact', 'id', 'f', 'descending')).toBe(
      '"f"."rate_impact" desc nulls last, "f"."id" asc',
    );
    expect(text('rate_impact', 'id', 'f', 'ascending')).toBe(
      '"f"."rate_impact" asc nulls first, "f"."id" desc',
    );
  });

  it('flips the order when reading backwards', () => {
    expect(text('rate_impact', 'id', 'p', 'descending', true)).toBe(
      text('rate_impact', 'id', 'p', 'ascending'),
    );
    expect(text('rate_impact', 'id', 'p', 'ascending', true)).toBe(
      text('rate_impact', 'id', 'p', 'descending'),
    );
  });

  it('needs no tie-break when the column is the key', () => {
    const key = 'serff_tracking_number';
    expect(text(key, key, 'w', 'descending')).toBe('"w"."serff_tracking_number" desc');
    expect(text(key, key, 'w', 'descending', true)).toBe('"w"."serff_tracking_number" asc');
  });
});
