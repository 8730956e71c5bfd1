import { create } from '@bufbuild/protobuf';
import { describe, expect, it } from 'vitest';
import { FilingAggregateSchema } from '#gen/ratefiling/v1/analytics_pb.ts';
import { carrierStateMatrix } from './carrier-state-matrix-data.ts';

const agg = (
  totalFilings: number,
  premiumWeightedRateImpact: number,
  approved = 0,
  withdrawn = 0,
) =>
  create(FilingAggregateSchema, {
    totalFilings,
    premiumWeightedRateImpact,
    approvedFilings: approved,
    withdrawnFilings: withdrawn,
  });

const carriers = [
  {
    carrier: 'Acme',
    aggregate: agg(3, 5),
    states: [
      { state: 'TX', aggregate: agg(2, 6, 1, 1) },
      { state: 'CA', aggregate: agg(1, 3) },
    ],
  },
  { carrier: 'Beta', aggregate: agg(1, -2), states: [{ state: 'NY', aggregate: agg(1, -2) }] },
];

describe('carrierStateMatrix', () => {
  it('puts carriers in rows and every state present in columns, blank where none filed', () => {
    const m = carrierStateMatrix(carriers, 'rate-impact');
    expect(m.states).toEqual(['CA', 'NY', 'TX']);
    expect(m.rows.map((r) => [r.carrier, r.cells.map((c) => c?.value ?? null)])).toEqual([
      ['Acme', [3, null, 6]],
      ['Beta', [null, -2, null]],
    ]);
    expect(m.rows[1]?.total?.value).toBe(-2);
  });

  it('keeps the chosen states in their order, and an approval rate only over decided filings', () => {
    const m = carrierStateMatrix(carriers, 'approval-rate', ['TX', 'CA']);
    expect(m.states).toEqual(['TX', 'CA']);
    expect(m.rows[0]?.cells.map((c) => c?.value ?? null)).toEqual([50, null]);
  });
});
