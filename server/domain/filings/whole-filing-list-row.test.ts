import { describe, expect, expectTypeOf, it } from 'vitest';
import type { WholeFilingsTable } from '#server/db/schema.ts';
import { compileSql } from '#tests/support/compile-sql.ts';
import {
  WHOLE_FILING_ROW_COLUMNS,
  type WholeFilingListRow,
  wholeFilingRowColumns,
} from './whole-filing-list-row.ts';

describe('whole filing list row columns', () => {
  it('select exactly the fields of WholeFilingListRow, each a whole_filings column', () => {
    expectTypeOf<(typeof WHOLE_FILING_ROW_COLUMNS)[number]>().toEqualTypeOf<
      keyof WholeFilingListRow
    >();
    expectTypeOf<(typeof WHOLE_FILING_ROW_COLUMNS)[number]>().toExtend<keyof WholeFilingsTable>();
    expect(new Set(WHOLE_FILING_ROW_COLUMNS).size).toBe(WHOLE_FILING_ROW_COLUMNS.length);
  });

  it('qualify every column with the alias', () => {
    const { sql } = compileSql(wholeFilingRowColumns('p'));
    expect(sql.split(', ')).toEqual(WHOLE_FILING_ROW_COLUMNS.map((c) => `"p"."${c}"`));
  });
});
