import { create } from '@bufbuild/protobuf';
import { describe, expect, it } from 'vitest';
import { FactorRevisionSchema } from '#gen/ratefiling/v1/filing_service_pb.ts';
import { factorHistoryRows } from './factor-history-rows.ts';

const revision = (levels: [string, number, boolean?][]) =>
  create(FactorRevisionSchema, {
    levels: levels.map(([level, after, base]) => ({
      level,
      relativityAfter: after,
      base: base ?? false,
    })),
  });

describe('factorHistoryRows', () => {
  it('lines up each level across revisions, with a gap where a table lacks it', () => {
    const rows = factorHistoryRows([
      revision([
        ['16-20', 1.8],
        ['21-24', 1.3],
        ['25+', 1, true],
      ]),
      revision([
        ['16-20', 1.9],
        ['25+', 1, true],
        ['75+', 1.2],
      ]),
    ]);
    expect(rows).toEqual([
      { level: '16-20', base: false, relativities: [1.8, 1.9] },
      { level: '21-24', base: false, relativities: [1.3, null] },
      { level: '25+', base: true, relativities: [1, 1] },
      { level: '75+', base: false, relativities: [null, 1.2] },
    ]);
  });

  it('gives no rows without revisions', () => {
    expect(factorHistoryRows([])).toEqual([]);
  });
});
