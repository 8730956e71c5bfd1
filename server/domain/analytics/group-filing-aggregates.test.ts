import { describe, expect, it } from 'vitest';
import { resolveFilingFilters } from '#server/domain/filings/resolve-filing-filters.ts';
import { insertAnalyticsFilings } from '#tests/support/factories/insert-analytics-filings.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { toFilingAggregate } from './filing-aggregate.ts';
import {
  type GroupDimension,
  type GroupedAggregate,
  groupFilingAggregates,
  rowsOfSet,
} from './group-filing-aggregates.ts';

/** "key/key: count" per row of one set, sorted. */
const counts = (rows: GroupedAggregate[], set: GroupDimension[]) =>
  rowsOfSet(rows, set)
    .map((r) => `${set.map((d) => r.keys[d]).join('/')}: ${r.aggregate.totalFilings}`)
    .sort();

describe('rowsOfSet', () => {
  const row = (set: GroupDimension[]): GroupedAggregate => ({
    set,
    keys: {},
    aggregate: toFilingAggregate(undefined),
  });
  it('matches a set whatever the order of its dimensions, and only that set', () => {
    const rows = [row(['carrier', 'state']), row(['state']), row([]), row(['carrier'])];
    expect(rowsOfSet(rows, ['state', 'carrier'])).toEqual([rows[0]]);
    expect(rowsOfSet(rows, ['state'])).toEqual([rows[1]]);
    expect(rowsOfSet(rows, [])).toEqual([rows[2]]);
    expect(rowsOfSet(rows, ['month'])).toEqual([]);
  });
});

describe.each(listTestTargets())('groupFilingAggregates on %s', (target) => {
  const fixture = useTestDatabase(target, insertAnalyticsFilings);

  it('gives a row per value of each grouping set and the total, from one query', async () => {
    const all = resolveFilingFilters({ population: 2 });
    const rows = await groupFilingAggregates(fixture.db, all, [
      ['state'],
      ['carrier', 'state'],
      [],
    ]);
    expect(counts(rows, ['state'])).toEqual(['IA: 2', 'NE: 3']);
    expect(counts(rows, ['carrier', 'state'])).toEqual([
      'Big Group/IA: 1',
      'Big Group/NE: 1',
      'Small Mutual/IA: 1',
      'Small Mutual/NE: 2',
    ]);
    expect(rows).toHaveLength(7);
    const [total] = rowsOfSet(rows, []);
    expect(total?.keys).toEqual({});
    expect(total?.aggregate).toMatchObject({ totalFilings: 5, approvedFilings: 3 });
    const [pairSet] = rowsOfSet(rows, ['carrier', 'state']);
    expect(pairSet?.set).toEqual(['carrier', 'state']);
  });

  it('groups by month of the date basis and by rate-impact range', async () => {
    const byDefault = resolveFilingFilters({});
    const rows = await groupFilingAggregates(fixture.db, byDefault, [
      ['month'],
      ['rateImpactRange'],
    ]);
    expect(counts(rows, ['month'])).toEqual(['2024-04-01: 1', '2024-06-01: 1']);
    expect(counts(rows, ['rateImpactRange'])).toEqual(['4: 1', '5: 1']);
    const submitted = resolveFilingFilters({ population: 2, dateBasis: 2 });
    const bySubmission = await groupFilingAggregates(fixture.db, submitted, [['month']]);
    expect(counts(bySubmission, ['month'])).toEqual([
      '2024-01-01: 2',
      '2024-02-01: 1',
      '2024-03-01: 2',
    ]);
    const disposed = resolveFilingFilters({ population: 2, dateBasis: 3 });
    const byDisposition = await groupFilingAggregates(fixture.db, disposed, [['month']]);
    expect(counts(byDisposition, ['month'])).toEqual(['2024-03-01: 3', '2024-04-01: 1', ': 1']);
    const ranges = await groupFilingAggregates(
      fixture.db,
      resolveFilingFilters({ population: 2 }),
      [['rateImpactRange']],
    );
    expect(counts(ranges, ['rateImpactRange'])).toEqual(['0: 1', '2: 1', '3: 1', '4: 1', '5: 1']);
  });

  it('groups by sub-TOI, status and filing type, and counts only the filtered filings', async () => {
    const iowa = resolveFilingFilters({ population: 2, states: ['IA'] });
    const rows = await groupFilingAggregates(fixture.db, iowa, [
      ['dispositionStatus'],
      ['filingType'],
      ['subToi'],
      [],
    ]);
    expect(counts(rows, ['dispositionStatus'])).toEqual(['Approved: 1', 'Withdrawn: 1']);
    expect(counts(rows, ['filingType'])).toEqual(['Rate/Rule: 2']);
    expect(counts(rows, ['subToi'])).toEqual(['19.0001 Private Passenger Auto (PPA): 2']);
    expect(rowsOfSet(rows, [])[0]?.aggregate.totalWrittenPremiumForProgram).toBe(4_500_000);
  });

  it('returns only the total for the empty set, and a zero total when nothing matches', async () => {
    const all = resolveFilingFilters({ population: 2 });
    const only = await groupFilingAggregates(fixture.db, all, [[]]);
    expect(only.map((r) => [r.set, r.aggregate.totalFilings])).toEqual([[[], 5]]);
    const none = resolveFilingFilters({ states: ['ZZ'] });
    const rows = await groupFilingAggregates(fixture.db, none, [['state'], []]);
    expect(rowsOfSet(rows, ['state'])).toEqual([]);
    expect(rowsOfSet(rows, []).map((r) => r.aggregate.totalFilings)).toEqual([0]);
  });
});
