import { describe, expect, it } from 'vitest';
import { resolveFilingFilters } from '#server/domain/filings/resolve-filing-filters.ts';
import { insertAnalyticsFilings } from '#tests/support/factories/insert-analytics-filings.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { createIntelligenceBrief } from './create-intelligence-brief.ts';
import { getBrief } from './get-brief.ts';

describe.each(listTestTargets())('createIntelligenceBrief on %s', (target) => {
  const fixture = useTestDatabase(target, insertAnalyticsFilings);
  const now = new Date('2024-06-01T12:00:00Z');

  it('stores the computed brief for the user, titled by type and scope', async () => {
    const filters = resolveFilingFilters({ states: ['NE', 'IA'] });
    const brief = await createIntelligenceBrief(fixture.db, {
      userId: 'u1',
      reportType: 'generic',
      filters,
      maxFilings: 1,
      now,
    });
    expect(brief).toMatchObject({
      userId: 'u1',
      title: 'Rate filing brief: IA, NE',
      subtitle: '1 filing of 2 matching, by written premium change; Jun 1, 2024',
      reportType: 'generic',
      filters,
      maxFilings: 1,
      filings: [fixture.seeded.filings.big.serff_tracking_number],
      createdDate: now,
    });
    expect(brief.report.keyMetrics.filingCount).toBe(1);
    expect(brief.report.executiveSummary[0]).toMatch(/^This brief covers 1 filing/);
    expect(await getBrief(fixture.db, brief.id)).toEqual(brief);
  });

  it('has the prose rewritten when asked, never the figures', async () => {
    const seen: string[][] = [];
    const brief = await createIntelligenceBrief(fixture.db, {
      userId: 'u1',
      reportType: 'objections',
      filters: resolveFilingFilters({}),
      maxFilings: 10,
      now,
      rewrite: async (paragraphs) => {
        seen.push(paragraphs);
        return paragraphs.map((p) => p.toUpperCase());
      },
    });
    expect(brief.title).toBe('Objections brief: All filings');
    expect(seen).toHaveLength(1);
    expect(brief.report.executiveSummary).toEqual(seen[0]?.map((p) => p.toUpperCase()));
    expect(brief.report.keyMetrics.filingCount).toBe(2);
    expect(brief.subtitle).toBe('2 filings of 2 matching, by written premium change; Jun 1, 2024');
  });

  it('does not call the rewriter when there is no prose', async () => {
    let calls = 0;
    const brief = await createIntelligenceBrief(fixture.db, {
      userId: 'u2',
      reportType: 'none',
      filters: resolveFilingFilters({ states: ['WY'] }),
      maxFilings: 10,
      now,
      rewrite: async (p) => {
        calls += 1;
        return p;
      },
    });
    expect(calls).toBe(0);
    expect(brief.title).toBe('Filings: WY');
    expect(brief.subtitle).toBe('0 filings of 0 matching, by written premium change; Jun 1, 2024');
    expect(brief.filings).toEqual([]);
  });
});
