import { describe, expect, it } from 'vitest';
import { emptyFilterLists } from '#contract/filings/filter-fields.ts';
import type { BriefReport } from '#contract/intelligence/brief-report.ts';
import { briefReport } from '#tests/support/factories/brief-report.ts';
import { buildBriefDocument } from './build-brief-document.ts';
import type { StoredBrief } from './stored-brief.ts';

const brief = (report: BriefReport): StoredBrief => ({
  id: '5d3c9a0e-1b2c-4d5e-8f90-a1b2c3d4e5f6',
  userId: 'u1',
  title: 'Rate filing brief: TX',
  subtitle: '2 filings',
  reportType: report.reportType,
  filters: emptyFilterLists(),
  maxFilings: 50,
  filings: [],
  report,
  commentary: [],
  sharing: { ownerUserId: 'u1', organizationId: null, visibility: 'private', ownerName: '' },
  createdDate: new Date('2024-06-01T00:00:00Z'),
});

const section = (report: BriefReport, heading: string) =>
  buildBriefDocument(brief(report)).sections.find((s) => s.heading === heading);

describe('buildBriefDocument', () => {
  it("prints the author's commentary blocks after the executive summary, as paragraphs", () => {
    const doc = buildBriefDocument({
      ...brief(briefReport()),
      commentary: [
        { heading: 'Our view', text: 'Texas leads.\n\nCalifornia   lags.' },
        { heading: '', text: 'Watch the decreases.' },
      ],
    });
    expect(doc.sections.slice(0, 4).map((s) => [s.heading, s.paragraphs])).toEqual([
      ['Executive summary', expect.any(Array)],
      ['Our view', ['Texas leads.', 'California lags.']],
      ['Commentary', ['Watch the decreases.']],
      ['Key metrics', []],
    ]);
  });

  it('lays out the sections in order under the title', () => {
    const doc = buildBriefDocument(brief(briefReport()));
    expect(doc.title).toBe('Rate filing brief: TX');
    expect(doc.subtitle).toBe('2 filings');
    expect(doc.sections.map((s) => s.heading)).toEqual([
      'Executive summary',
      'Key metrics',
      'By state',
      'By carrier',
      'Top movers: largest increases',
      'Top movers: largest decreases',
      'Notable filings',
      'Filings considered',
      'Methods',
    ]);
  });

  it('formats the key metrics, right-aligning the values', () => {
    const metrics = section(briefReport(), 'Key metrics')?.table;
    expect(metrics?.numeric).toEqual([false, true]);
    expect(metrics?.rows.slice(0, 4)).toEqual([
      ['Filings', '2'],
      ['Written premium', '$3,000,000'],
      ['Written premium change', '+$150,000'],
      ['Premium-weighted rate impact', '+5.0%'],
    ]);
  });

  it('lists movers and filings with formatted figures, and says when there are none', () => {
    expect(section(briefReport(), 'Top movers: largest decreases')?.table?.rows).toEqual([
      ['DOWN-1', 'Beta', 'OK', 'Auto', '−2.5%', '+$72,000'],
    ]);
    const quiet = section(
      briefReport({ topMovers: { increases: [], decreases: [] } }),
      'Top movers: largest increases',
    );
    expect(quiet?.paragraphs).toEqual(['No increases.']);
    expect(quiet?.table?.rows).toEqual([]);
  });

  it('adds the objection themes with their leading state, reviewer and carrier', () => {
    const report = briefReport({
      objectionThemes: {
        summary: '3 letters.',
        totalObjections: 3,
        totalFilingsWithObjections: 1,
        themes: [
          {
            theme: 'Trend',
            totalObjections: 3,
            states: [{ value: 'TX', count: 3 }],
            reviewers: [],
            carriers: [{ value: 'Alpha', count: 3 }],
          },
        ],
        trend: [],
      },
    });
    expect(section(report, 'Objection themes')).toEqual({
      heading: 'Objection themes',
      paragraphs: ['3 letters.'],
      table: {
        columns: ['Theme', 'Letters', 'Top state', 'Top reviewer', 'Top carrier'],
        numeric: [false, true, false, false, false],
        rows: [['Trend', '3', 'TX', '', 'Alpha']],
      },
    });
  });

  it('leaves out an empty executive summary and states the methods', () => {
    const report = briefReport({ executiveSummary: [] });
    expect(section(report, 'Executive summary')).toBeUndefined();
    expect(section(report, 'Methods')?.paragraphs).toEqual([
      'Filters: All filings (no filters).',
      '1,234 filings match the filters; 2 were considered (at most 50).',
      'The largest filings by written premium change.',
      'Computed Jun 1, 2024, 12:00 AM UTC from the filings table.',
    ]);
  });
});
