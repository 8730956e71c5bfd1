import { describe, expect, it } from 'vitest';
import type { BriefReport } from '#contract/intelligence/brief-report.ts';
import { briefReport, briefFiling as filing } from '#tests/support/factories/brief-report.ts';
import { writeBriefSummary } from './write-brief-summary.ts';

function report(over: Partial<BriefReport> = {}): Omit<BriefReport, 'executiveSummary'> {
  const { executiveSummary: _, ...rest } = briefReport(over);
  return rest;
}

describe('writeBriefSummary', () => {
  it('says there is nothing to report without filings', () => {
    const empty = report();
    empty.keyMetrics = { ...empty.keyMetrics, filingCount: 0 };
    expect(writeBriefSummary(empty)).toEqual([
      'No filings match these filters, so there is nothing to report.',
    ]);
  });

  it('writes the figures, leaders, movers and objections in sentences', () => {
    expect(writeBriefSummary(report())).toEqual([
      'This brief covers 2 filings (the largest by written premium change of 1,234 matching the filters), with $3,000,000 of written premium and a combined written premium change of +$150,000.',
      'The premium-weighted rate impact is +5.0% (simple average +4.5%, against an average indicated change of +6.0%), affecting 1 policyholder.',
      'TX has the most filings (2, weighted rate impact +5.0%); Alpha files the most (2).',
      'The largest increase is +9.0% by Alpha in TX (UP-1, Auto).',
      'The largest decrease is −2.5% by Beta in OK (DOWN-1).',
      '1 filing drew 3 objection letters.',
    ]);
  });

  it('leaves out a "decrease" that is no decrease, missing leaders, and adds the top theme', () => {
    const lines = writeBriefSummary(
      report({
        charts: { byState: [], byCarrier: [] },
        topMovers: { increases: [], decreases: [filing({ rateImpact: 0 })] },
        objectionThemes: {
          summary: '',
          totalObjections: 3,
          totalFilingsWithObjections: 1,
          themes: [{ theme: 'Trend', totalObjections: 1, states: [], reviewers: [], carriers: [] }],
          trend: [],
        },
      }),
    );
    expect(lines).toHaveLength(4);
    expect(lines.join(' ')).not.toMatch(/The largest (in|de)crease|has the most filings/);
    expect(lines[3]).toBe('The most frequent objection theme is "Trend" (1 letter).');
  });
});
