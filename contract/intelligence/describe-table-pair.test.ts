import { describe, expect, it } from 'vitest';
import { describeCompanyPair, describeTablePair } from './describe-table-pair.ts';

const own = (tn: string) => ({ serffTrackingNumber: tn, revised: true, change: 2 });

describe('describeTablePair', () => {
  it('says where each column comes from', () => {
    expect(
      describeTablePair({
        status: 'not-revised-in-b',
        a: own('A-1'),
        b: { serffTrackingNumber: 'P-0', revised: false, change: null },
      }),
    ).toBe(
      "A revises it; B does not revise it: B's column is the table as last filed in P-0, in force when B was submitted.",
    );
    expect(
      describeTablePair({
        status: 'not-used-by-a',
        a: { serffTrackingNumber: null, revised: false, change: null },
        b: own('B-1'),
      }),
    ).toBe("A does not use it: no filing of A's program revises it; B revises it.");
    expect(
      describeTablePair({
        status: 'not-revised-in-a',
        a: { serffTrackingNumber: null, revised: false, change: null },
        b: own('B-1'),
      }),
    ).toMatch(/^A does not revise it, and no revision by A's program was in force/);
  });

  it('names the rule of a company pair', () => {
    expect(describeCompanyPair({ a: 'X', b: 'Y', rule: 'premium-rank' })).toMatch(/rank/);
    expect(describeCompanyPair({ a: null, b: 'Y', rule: 'unmatched' })).toBe('only in B');
  });
});
