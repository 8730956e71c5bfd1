import { describe, expect, it } from 'vitest';
import type { FilingDetails } from '#server/domain/filings/filing-details.ts';
import { loadFilingDetails } from '#server/domain/filings/load-filing-details.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { buildDiffReport } from './build-diff-report.ts';

describe('buildDiffReport', () => {
  const fixture = useTestDatabase('pglite', async (db) => {
    const a = await insertFiling(db, {
      product_name: 'Auto 2023',
      state: 'TX',
      description: 'Rate revision for auto',
      companies: [
        { company: 'One', rate_impact: 5, written_premium_for_program: 1_000 },
        { company: 'Two', rate_impact: 3 },
      ],
      ratingFactors: [
        {
          factor: 'Territory',
          category: 'Location',
          change: 2,
          before_value: '1.00',
          after_value: '1.02',
        },
        { factor: 'Roof age', category: 'Property', change: 1 },
        { factor: 'Same', category: 'Other', change: 0 },
      ],
      objections: [{ summary: 'Trend; Histogram' }],
    });
    const b = await insertFiling(db, {
      product_name: 'Auto 2024',
      state: 'TX',
      description: 'Rate revision for private auto',
      companies: [
        { company: 'One', rate_impact: 7.5, written_premium_for_program: 1_500 },
        { company: 'Three', rate_impact: 1 },
      ],
      ratingFactors: [
        {
          factor: 'Territory',
          category: 'Location',
          change: 3,
          before_value: '1.02',
          after_value: '1.05',
        },
        { factor: 'Same', category: 'Other', change: 0 },
        { factor: 'Credit', category: 'Insurance score', change: -1 },
      ],
      objections: [
        { summary: null, content: 'Provide a side-by-side comparison.' },
        { summary: 'Trend' },
      ],
    });
    const load = async (tn: string): Promise<FilingDetails> => {
      const details = await loadFilingDetails(db, tn);
      if (!details) throw new Error(`no filing ${tn}`);
      return details;
    };
    return { a: await load(a.serff_tracking_number), b: await load(b.serff_tracking_number) };
  });

  it('names both sides and marks the header fields that differ', () => {
    const { a, b } = fixture.seeded;
    const report = buildDiffReport(a, b);
    expect(report.a).toEqual({
      serffTrackingNumber: a.whole.serff_tracking_number,
      productName: 'Auto 2023',
      carrier: a.whole.carrier,
      state: 'TX',
      lineOfBusiness: a.whole.line_of_business,
    });
    const header = new Map(report.header.map((h) => [h.field, h]));
    expect(header.get('product_name')).toEqual({
      field: 'product_name',
      label: 'Product',
      a: 'Auto 2023',
      b: 'Auto 2024',
      changed: true,
    });
    expect(header.get('state')?.changed).toBe(false);
  });

  it('gives each overall and company figure with B minus A, null when a side lacks it', () => {
    const report = buildDiffReport(fixture.seeded.a, fixture.seeded.b);
    const one = report.companies.find((c) => c.company === 'One');
    expect(one?.presentIn).toBe('both');
    expect(one?.figures.find((f) => f.metric === 'rate_impact')).toEqual({
      metric: 'rate_impact',
      label: 'Rate impact',
      a: 5,
      b: 7.5,
      delta: 2.5,
    });
    // One pairs by name; Two (A) and Three (B), left over, pair by written-premium rank.
    expect(report.companies.map((c) => [c.company, c.companyB, c.presentIn])).toEqual([
      ['One', null, 'both'],
      ['Two', 'Three', 'both'],
    ]);
    expect(report.companyPairs?.map((p) => p.rule)).toEqual(['name', 'premium-rank']);
    const two = report.companies.find((c) => c.company === 'Two');
    expect(two?.figures.find((f) => f.metric === 'rate_impact')).toMatchObject({
      a: 3,
      b: 1,
      delta: -2,
    });
    const lone = buildDiffReport(fixture.seeded.a, { ...fixture.seeded.b, companies: [] });
    expect(lone.companies.find((c) => c.company === 'Two')?.figures[0]).toMatchObject({
      b: null,
      delta: null,
    });
    expect(report.overall.map((f) => f.metric)).toContain('overall_rate_impact');
  });

  it('sorts rating factors into added, removed, changed and unchanged', () => {
    const { ratingFactors } = buildDiffReport(fixture.seeded.a, fixture.seeded.b);
    expect(ratingFactors.added.map((f) => f.name)).toEqual(['Credit']);
    expect(ratingFactors.removed.map((f) => f.name)).toEqual(['Roof age']);
    expect(ratingFactors.unchanged).toBe(1);
    expect(ratingFactors.changed).toHaveLength(1);
    expect(ratingFactors.changed[0]).toMatchObject({
      name: 'Territory',
      changeDelta: 1,
      relativityAfterDelta: 0.03,
    });
  });

  it('compares objection themes, stored or classified', () => {
    expect(buildDiffReport(fixture.seeded.a, fixture.seeded.b).objections).toEqual({
      a: { count: 1, themes: ['Histogram', 'Trend'] },
      b: { count: 2, themes: ['Side-by-side comparison of rates requested', 'Trend'] },
      common: ['Trend'],
      onlyA: ['Histogram'],
      onlyB: ['Side-by-side comparison of rates requested'],
    });
  });

  it('diffs the descriptions word by word', () => {
    const { description } = buildDiffReport(fixture.seeded.a, fixture.seeded.b);
    expect(description.a).toBe('Rate revision for auto');
    expect(description.segments.map((s) => s.text).join('')).toContain('private');
  });

  it('finds nothing changed between a filing and itself', () => {
    const report = buildDiffReport(fixture.seeded.a, fixture.seeded.a);
    expect(report.header.every((h) => !h.changed)).toBe(true);
    expect(report.overall.every((f) => f.delta === null || f.delta === 0)).toBe(true);
    expect(report.ratingFactors).toMatchObject({
      added: [],
      removed: [],
      changed: [],
      unchanged: 3,
    });
  });
});
