import { create } from '@bufbuild/protobuf';
import { describe, expect, it } from 'vitest';
import { ColumnType, QueryColumnSchema } from '#gen/ratefiling/v1/query_service_pb.ts';
import { chartShapeOf, sortRows, toCsv } from './result-table-data.ts';

const col = (
  name: string,
  type: ColumnType,
  rawType = type === ColumnType.NUMBER ? 'bigint' : 'text',
) => create(QueryColumnSchema, { name, type, rawType });

describe('result helpers', () => {
  it('sorts numbers numerically with nulls last', () => {
    const rows = [{ n: 10 }, { n: null }, { n: 9 }, { n: 100 }];
    expect(sortRows(rows, 'n', 'asc').map((r) => r.n)).toEqual([9, 10, 100, null]);
    expect(sortRows(rows, 'n', 'desc').map((r) => r.n)).toEqual([100, 10, 9, null]);
  });

  it('writes CSV with quoting and defused formulas', () => {
    const columns = [col('name', ColumnType.STRING), col('n', ColumnType.NUMBER)];
    const csv = toCsv(columns, [
      { name: 'a, "b"', n: 1 },
      { name: '=cmd()', n: -2 },
      { name: null, n: null },
    ]);
    expect(csv).toBe('name,n\r\n"a, ""b""",1\r\n"\'=cmd()",-2\r\n,\r\n');
  });

  it('charts one dimension with one or two measures', () => {
    const rows = [
      { state: 'CA', n: 1 },
      { state: 'NY', n: 2 },
    ];
    expect(
      chartShapeOf([col('state', ColumnType.STRING), col('n', ColumnType.NUMBER)], rows),
    ).toEqual({
      kind: 'bar',
      dimension: 'state',
      measures: ['n'],
    });
    const years = [
      { year: 2023, n: 1 },
      { year: 2024, n: 2 },
    ];
    expect(
      chartShapeOf([col('year', ColumnType.NUMBER, 'integer'), col('n', ColumnType.NUMBER)], years),
    ).toEqual({ kind: 'line', dimension: 'year', measures: ['n'] });
    const three = [
      col('a', ColumnType.STRING),
      col('b', ColumnType.STRING),
      col('n', ColumnType.NUMBER),
    ];
    expect(
      chartShapeOf(three, [
        { a: 'x', b: 'y', n: 1 },
        { a: 'z', b: 'w', n: 2 },
      ]),
    ).toBeUndefined();
  });
});
