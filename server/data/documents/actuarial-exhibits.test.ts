import { describe, expect, it } from 'vitest';
import { createGenerateContext, generateFiling } from '#server/data/generate-filing.ts';
import { generateWorld } from '#server/data/generate-world.ts';

const FILINGS = 400;
const world = generateWorld(11, FILINGS);
const ctx = createGenerateContext(11, FILINGS, world);
const aggregates = Array.from({ length: FILINGS }, (_, i) => generateFiling(ctx, i));

const cell = (content: string, label: string): number | null => {
  const match = new RegExp(`${label}\\t([+-]?[0-9.]+)%`).exec(content);
  return match?.[1] === undefined ? null : Number(match[1]);
};
const mean = (values: readonly (number | null | undefined)[]): number => {
  const known = values.filter((v): v is number => typeof v === 'number');
  return known.reduce((s, v) => s + v, 0) / known.length;
};

describe('actuarial exhibits, supporting documents and form pages', () => {
  it('give the documents at least 10 pages a filing on average', () => {
    const pages = aggregates.reduce((s, a) => s + a.pages.length, 0);
    expect(pages / FILINGS).toBeGreaterThanOrEqual(10);
  });

  it('print the overall indicated change of the filing in the loss ratio exhibit', () => {
    let checked = 0;
    for (const a of aggregates) {
      const page = a.pages.find((p) => p.content.includes('Indicated Change:'));
      if (!page) continue;
      checked++;
      const printed = cell(page.content, 'Indicated Change:') ?? Number.NaN;
      // Printed to a tenth of a point: at most half a tenth away (and a hair for binary floats).
      expect(
        Math.abs(printed - (a.whole.overall_indicated_change ?? Number.NaN)),
      ).toBeLessThanOrEqual(0.0501);
    }
    expect(checked).toBeGreaterThan(FILINGS / 4);
  });

  it('state expense provisions that add up to the expense and permissible loss ratios', () => {
    let checked = 0;
    for (const a of aggregates) {
      const page = a.pages.find((p) => p.content.includes('Exhibit 4.'));
      if (!page) continue;
      checked++;
      const total = cell(page.content, 'Total Expenses') ?? Number.NaN;
      const profit = cell(page.content, 'Profit and Contingencies') ?? Number.NaN;
      const plr = cell(page.content, 'Permissible Loss and LAE Ratio') ?? Number.NaN;
      expect(Math.abs(total + profit + plr - 100)).toBeLessThanOrEqual(0.11);
      expect(Math.abs(total - mean(a.metrics.map((m) => m.expense_ratio)))).toBeLessThanOrEqual(
        0.06,
      );
      expect(
        Math.abs(plr - mean(a.metrics.map((m) => m.permissible_loss_ratio))),
      ).toBeLessThanOrEqual(0.06);
      const parts = [
        'Commission and Brokerage',
        'Other Acquisition',
        'General Expense',
        'Taxes, Licenses and Fees',
      ].map((label) => cell(page.content, label) ?? Number.NaN);
      expect(Math.abs(parts.reduce((s, v) => s + v, 0) - total)).toBeLessThanOrEqual(0.11);
    }
    expect(checked).toBeGreaterThan(FILINGS / 4);
  });

  it('list every supporting document of a filing, satisfied or bypassed with a reason', () => {
    for (const a of aggregates) {
      const page = a.pages.find((p) => p.content.startsWith('Supporting Document Schedules'));
      expect(page, a.whole.serff_tracking_number).toBeDefined();
      const items = page?.content.split('\n').filter((l) => l.includes('- Item:')) ?? [];
      expect(items).toHaveLength(8);
      for (const item of items)
        expect(item).toMatch(
          /^(Satisfied - Item:.*Attachment\(s\):\t\S+\.pdf|Bypassed - Item:.*Bypass Reason:\t\S.*)$/,
        );
    }
  });

  it('carry the endorsement text and readability certification in filings that submit forms', () => {
    for (const a of aggregates) {
      const forms = a.whole.filing_type.includes('Form');
      const certification = a.pages.some((p) => p.content.startsWith('Readability Certification'));
      expect(certification, a.whole.serff_tracking_number).toBe(forms);
    }
  });
});
