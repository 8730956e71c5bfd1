import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FilingsTable, WholeFilingsTable } from '#server/db/schema.ts';
import { compileSql } from '#tests/support/compile-sql.ts';
import {
  FILING_ROW_COLUMNS,
  type FilingListRow,
  filingRowColumns,
  WHOLE_FILING_EXTRA_COLUMNS,
} from './filing-list-row.ts';

const EXTRA = ['product_segment', 'pdf_page_count', 'on_approval', 'submitted_date'] as const;

describe('filing list row columns', () => {
  it('select exactly the fields of FilingListRow, each a column of its table', () => {
    expectTypeOf<(typeof FILING_ROW_COLUMNS)[number] | (typeof EXTRA)[number]>().toEqualTypeOf<
      keyof FilingListRow
    >();
    expectTypeOf<(typeof FILING_ROW_COLUMNS)[number]>().toExtend<keyof FilingsTable>();
    expectTypeOf<(typeof EXTRA)[number]>().toExtend<keyof WholeFilingsTable>();
    expect(new Set(FILING_ROW_COLUMNS).size).toBe(FILING_ROW_COLUMNS.length);
  });

  it('qualify every column with the alias', () => {
    const { sql } = compileSql(filingRowColumns('f'));
    expect(sql.split(', ')).toEqual(FILING_ROW_COLUMNS.map((c) => `"f"."${c}"`));
    expect(compileSql(WHOLE_FILING_EXTRA_COLUMNS).sql).toBe(EXTRA.map((c) => `w.${c}`).join(', '));
  });
});
