import { create } from '@bufbuild/protobuf';
import { describe, expect, it } from 'vitest';
import { ProductHistoryEntrySchema } from '#gen/ratefiling/v1/filing_pb.ts';
import { productHistoryRows } from './product-history-rows.ts';

const entry = (tn: string, weightedRateImpact: number, tookEffect: boolean, status = 'Approved') =>
  create(ProductHistoryEntrySchema, {
    serffTrackingNumber: tn,
    status,
    weightedRateImpact,
    tookEffect,
    effectiveDate: { year: 2024, month: 1, day: 1 },
  });

describe('productHistoryRows', () => {
  it('moves the cumulative change only on filings that took effect', () => {
    const rows = productHistoryRows([
      entry('A', 10, true),
      entry('B', 300, false, 'Withdrawn'),
      entry('C', 10, true),
      entry('D', 50, false, 'Pending'),
    ]);
    expect(rows.map((r) => [r.entry.serffTrackingNumber, r.tookEffect, r.cumulative])).toEqual([
      ['A', true, 10],
      ['B', false, 10],
      ['C', true, 21],
      ['D', false, 21],
    ]);
    expect(rows[1]?.rateImpact).toBe(300);
  });
});
