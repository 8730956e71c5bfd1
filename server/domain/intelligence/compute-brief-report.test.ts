import { describe, expect, it } from 'vitest';
import { briefReportSchema } from '#contract/intelligence/brief-report.ts';
import { resolveFilingFilters } from '#server/domain/filings/resolve-filing-filters.ts';
import { insertAnalyticsFilings } from '#tests/support/factories/insert-analytics-filings.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { computeBriefReport } from './compute-brief-report.ts';

describe.each(listTestTargets())('computeBriefReport on %s', (target) => {
  const fixture = useTestDatabase(target, insertAnalyticsFilings);
  const now = new Date('2024-06-01T12:00:00Z');
  const compute = (
    reportType: 'none' | 'generic' | 'objections',
    filters: object,
    maxFilings = 10,
  ) =>
    computeBriefReport(fixture.db, {
      reportType,
      filters: resolveFilingFilters(filters),
      maxFilings,
      now,
    });
  const label = (tn: string) =>
    Object.entries(fixture.seeded.filings).find(([, f]) => f.serff_tracking_number === tn)?.[0];

  it('computes a report the contract accepts, over the selected filings', async () => {
    const report = await compute('generic', {});
    expect(briefReportSchema.parse(report)).toEqual(report);
    expect(report.filings.map((f) => label(f.serffTrackingNumber))).toEqual(['big', 'iowa']);
    expect(report.keyMetrics).toMatchObject({
      filingCount: 2,
      totalWrittenPremium: 13_000_000,
      totalWrittenPremiumChange: 1_100_000,
      totalObjections: 3,
      filingsWithObjections: 2,
    });
    expect(report.charts.byState.map((b) => b.name)).toEqual(['NE', 'IA']);
    expect(report.executiveSummary[0]).toMatch(/^This brief covers 2 filings/);
    expect(report.objectionThemes).toBeNull();
  });

  it('ranks increases and decreases, leaving out filings without a rate change', async () => {
    const report = await compute('generic', { population: 2 });
    expect(report.topMovers.increases.map((f) => label(f.serffTrackingNumber))).toEqual([
      'big',
      'iowa',
      'withdrawn',
    ]);
    expect(report.topMovers.decreases.map((f) => label(f.serffTrackingNumber))).toEqual([
      'pending',
    ]);
  });

  it('names notable filings with their figures', async () => {
    const report = await compute('generic', { population: 2 });
    expect(
      report.notableFilings.map((n) => [n.reason, label(n.serffTrackingNumber), n.figure]),
    ).toEqual([
      ['Largest written premium change', 'big', '+$900,000'],
      ['Most policyholders affected', 'iowa', '13,800'],
      ['Most objection letters', 'big', '2'],
      ['Largest indication taken below (indicated minus selected)', 'pending', '+16.5%'],
    ]);
  });

  it('summarises the objection themes of the filings for an objections brief', async () => {
    const report = await compute('objections', {});
    expect(report.objectionThemes?.totalObjections).toBe(3);
    expect(report.objectionThemes?.themes.map((t) => [t.theme, t.totalObjections])).toEqual([
      ['Trend selection', 2],
      ['Territory relativities', 1],
    ]);
    expect(report.executiveSummary.at(-1)).toBe(
      'The most frequent objection theme is "Trend selection" (2 letters).',
    );
  });

  it('writes no prose for a plain list, and states the methods', async () => {
    const report = await compute('none', { states: ['NE'] }, 1);
    expect(report.executiveSummary).toEqual([]);
    expect(report.methods).toMatchObject({
      matchingFilings: 1,
      consideredFilings: 1,
      maxFilings: 1,
      computedAt: '2024-06-01T12:00:00.000Z',
    });
    expect(report.methods.filters[0]).toMatch(/^Population: Approved or effective rate changes/);
    expect(report.methods.filters[1]).toBe('States: NE');
    expect(report.methods.selection).toMatch(
      /^The 1 filings with the largest written premium change/,
    );
  });

  it('reports nothing for filters no filing meets', async () => {
    const report = await compute('objections', { states: ['WY'] });
    expect(report.filings).toEqual([]);
    expect(report.notableFilings).toEqual([]);
    expect(report.objectionThemes?.totalObjections).toBe(0);
    expect(report.executiveSummary).toEqual([
      'No filings match these filters, so there is nothing to report.',
    ]);
  });
});
