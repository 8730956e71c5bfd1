import { describe, expect, it } from 'vitest';
import { z } from '#contract/zod.ts';
import { briefReportSchema } from './brief-report.ts';
import { diffReportSchema } from './diff-report.ts';
import { parseReport } from './parse-report.ts';

const side = {
  serffTrackingNumber: 'ABCD-123456789',
  productName: 'Auto',
  carrier: 'Intel Mutual',
  state: 'TX',
  lineOfBusiness: 'Personal Auto',
};
const diff = {
  a: side,
  b: { ...side, state: 'OH' },
  header: [{ field: 'state', label: 'State', a: 'TX', b: 'OH', changed: true }],
  overall: [{ metric: 'overall_rate_impact', label: 'Rate impact', a: 7.2, b: null, delta: null }],
  companies: [],
  ratingFactors: { added: [], removed: [], changed: [], unchanged: 3 },
  supplementalMetrics: [],
  objections: {
    a: { count: 1, themes: ['Rate support'] },
    b: { count: 0, themes: [] },
    common: [],
    onlyA: ['Rate support'],
    onlyB: [],
  },
  description: { a: 'old', b: 'new', segments: [{ type: 'removed', text: 'old' }] },
};

describe('parseReport', () => {
  it('reads a report from its JSON text or from an already parsed value', () => {
    expect(parseReport(diffReportSchema, JSON.stringify(diff), 'diff report')).toEqual({
      ok: true,
      report: diff,
    });
    expect(parseReport(diffReportSchema, diff, 'diff report')).toEqual({ ok: true, report: diff });
  });

  it('names the first field at fault when the report does not match', () => {
    const broken = { ...diff, overall: [{ ...diff.overall[0], a: '7.2' }] };
    const parsed = parseReport(diffReportSchema, JSON.stringify(broken), 'diff report');
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toMatch(
      /^The diff report does not have the expected shape at overall\.0\.a: .*number/,
    );
    const segment = { ...diff, description: { ...diff.description, segments: [{ type: 'x' }] } };
    expect(parseReport(diffReportSchema, segment, 'diff report')).toMatchObject({
      ok: false,
      error: expect.stringContaining('at description.segments.0.type'),
    });
  });

  it('reports text that is not JSON, and a missing report, without throwing', () => {
    expect(parseReport(briefReportSchema, '{"reportType":', 'brief report')).toEqual({
      ok: false,
      error: 'The brief report is not valid JSON.',
    });
    expect(parseReport(briefReportSchema, null, 'brief report')).toMatchObject({ ok: false });
    expect(parseReport(briefReportSchema, { reportType: 'weekly' }, 'brief report')).toMatchObject({
      ok: false,
      error: expect.stringContaining('at reportType'),
    });
  });

  it('drops fields the contract does not know (a newer writer adds, an older reader ignores)', () => {
    const schema = z.object({ a: z.number() });
    expect(parseReport(schema, { a: 1, added: true }, 'report')).toEqual({
      ok: true,
      report: { a: 1 },
    });
  });
});
