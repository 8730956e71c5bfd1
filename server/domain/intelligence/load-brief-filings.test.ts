import { describe, expect, it } from 'vitest';
import { resolveFilingFilters } from '#server/domain/filings/resolve-filing-filters.ts';
import { insertAnalyticsFilings } from '#tests/support/factories/insert-analytics-filings.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { loadBriefFilings } from './load-brief-filings.ts';

describe.each(listTestTargets())('loadBriefFilings on %s', (target) => {
  const fixture = useTestDatabase(target, insertAnalyticsFilings);
  const label = (tn: string) =>
    Object.entries(fixture.seeded.filings).find(([, f]) => f.serff_tracking_number === tn)?.[0];

  it('takes the rate changes that took effect, largest premium change first', async () => {
    const { filings, matchingFilings } = await loadBriefFilings(
      fixture.db,
      resolveFilingFilters({}),
      10,
    );
    expect(matchingFilings).toBe(2);
    expect(filings.map((f) => label(f.serffTrackingNumber))).toEqual(['big', 'iowa']);
    expect(filings[0]).toMatchObject({
      carrier: 'Big Group',
      state: 'NE',
      rateImpact: 10,
      writtenPremium: 9_000_000,
      writtenPremiumChange: 900_000,
      objectionCount: 2,
      effectiveDateNew: '2024-04-01',
    });
  });

  it('takes every filing under the "all" population and counts them beyond the limit', async () => {
    const { filings, matchingFilings } = await loadBriefFilings(
      fixture.db,
      resolveFilingFilters({ population: 2 }),
      3,
    );
    expect(matchingFilings).toBe(5);
    expect(filings.map((f) => label(f.serffTrackingNumber))).toEqual(['big', 'iowa', 'withdrawn']);
  });

  it('applies the filters, and counts 0 when nothing matches', async () => {
    expect(
      (
        await loadBriefFilings(fixture.db, resolveFilingFilters({ states: ['IA'] }), 10)
      ).filings.map((f) => label(f.serffTrackingNumber)),
    ).toEqual(['iowa']);
    expect(
      await loadBriefFilings(fixture.db, resolveFilingFilters({ states: ['WY'] }), 10),
    ).toEqual({
      filings: [],
      matchingFilings: 0,
    });
  });
});
