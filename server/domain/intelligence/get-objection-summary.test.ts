import { describe, expect, it } from 'vitest';
import { resolveFilingFilters } from '#server/domain/filings/resolve-filing-filters.ts';
import { insertObjectionLetters } from '#tests/support/factories/insert-objection-letters.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { getObjectionSummary } from './get-objection-summary.ts';

describe.each(listTestTargets())('getObjectionSummary on %s', (target) => {
  const fixture = useTestDatabase(target, insertObjectionLetters);

  it('counts the letters in scope by theme, with states, reviewers and carriers, and by month', async () => {
    const summary = await getObjectionSummary(fixture.db, { filters: resolveFilingFilters({}) });
    expect(summary.totalObjections).toBe(4);
    expect(summary.totalFilingsWithObjections).toBe(2);
    expect(summary.themes.map((t) => [t.theme, t.totalObjections])).toEqual([
      ['Trend', 2],
      ['Missing policyholder rate-change histogram', 1],
      ['Premium impact and data anomalies', 1],
      ['Side-by-side comparison of rates requested', 1],
    ]);
    const trend = summary.themes[0];
    expect(trend?.states).toEqual([
      { value: 'OK', count: 1 },
      { value: 'TX', count: 1 },
    ]);
    expect(trend?.carriers.map((c) => c.value)).toEqual(['Alpha Group', 'Beta Group']);
    expect(summary.trend).toEqual([
      { periodStart: '2024-01-01', totalObjections: 1 },
      { periodStart: '2024-02-01', totalObjections: 2 },
    ]);
  });

  it("names a letter's reviewer by the reviewer record, else as signed, else as unknown", async () => {
    const summary = await getObjectionSummary(fixture.db, { filters: resolveFilingFilters({}) });
    const reviewers = (theme: string) =>
      summary.themes.find((t) => t.theme === theme)?.reviewers.map((r) => r.value);
    expect(reviewers('Missing policyholder rate-change histogram')).toEqual(['Alice Moreau']);
    expect(reviewers('Premium impact and data anomalies')).toEqual(['Bob Lindqvist']);
    expect(reviewers('Side-by-side comparison of rates requested')).toEqual(['Unknown reviewer']);
  });

  it('takes the filters and the reviewer', async () => {
    const texas = await getObjectionSummary(fixture.db, {
      filters: resolveFilingFilters({ states: ['TX'] }),
      reviewer: 'Alice Moreau',
    });
    expect(texas.totalObjections).toBe(1);
    expect(texas.themes.map((t) => t.theme)).toEqual([
      'Missing policyholder rate-change histogram',
    ]);
    const none = await getObjectionSummary(fixture.db, {
      filters: resolveFilingFilters({ states: ['IA'] }),
    });
    expect(none.summary).toBe('No objection letters match these filters.');
  });
});
