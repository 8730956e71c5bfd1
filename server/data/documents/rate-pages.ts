import type { BaseRateRow, RatingFactorRow } from '#server/data/filing-rows.ts';
import { dollars, pct1, relativity } from './document-formats.ts';
import type { DocumentFacts } from './document-input.ts';
import { BASE_MARK } from './page-markup.ts';
import type { PageWriter } from './page-writer.ts';

const BASE_RATE_HEADER = ['Coverage', 'Current Base Rate', 'Proposed Base Rate', '% Change'];

/** The off-balance sentence of the rate pages ("no off-balance" when the filing states none). */
export function offBalanceText(offBalance: number | null): string {
  if (offBalance === null || Math.abs(offBalance) < 0.05)
    return 'Off-balance: the revised relativities leave the average relativity unchanged; no off-balance adjustment is applied to the base rates.';
  const factor = (1 + offBalance / 100).toFixed(4);
  return `Off-balance: the base rates above include an off-balance adjustment of ${pct1(offBalance)} (factor ${factor}), which offsets the change in the average relativity caused by the revised rating factors.`;
}

function baseRateRows(rates: readonly BaseRateRow[]): string[][] {
  return rates.map((r) => [
    r.coverage,
    dollars(r.before_rate),
    dollars(r.after_rate),
    pct1(r.change),
  ]);
}

function factorRows(factor: RatingFactorRow): { header: string[]; rows: string[][] } {
  const weighted = factor.levels.some((l) => l.weight !== undefined);
  const header = ['Level', 'Current Relativity', 'Proposed Relativity', '% Change'];
  if (weighted) header.push('Exposure Distribution');
  const rows = factor.levels.map((l) => {
    const row = [
      l.base ? `${l.level}${BASE_MARK}` : l.level,
      relativity(l.before),
      relativity(l.after),
      pct1(l.change),
    ];
    if (weighted) row.push(l.weight === undefined ? '' : `${(l.weight * 100).toFixed(1)}%`);
    return row;
  });
  return { header, rows };
}

/** Groups rows by company (null: every company), keeping the order of first appearance. */
function byCompany<T extends { company?: string | null }>(
  rows: readonly T[],
): [string | null, T[]][] {
  const groups = new Map<string | null, T[]>();
  for (const row of rows) {
    const key = row.company ?? null;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups];
}

/** Rate pages: the base rates by coverage, then one table per revised factor, before and after. */
export function writeRatePages(writer: PageWriter, facts: DocumentFacts): void {
  if (facts.baseRates.length === 0 && facts.factors.length === 0) return;
  writer.startPage(['Rate Pages', `${facts.whole.product_name} - ${facts.stateName}`]);
  if (facts.baseRates.length > 0) {
    for (const [company, rates] of byCompany(facts.baseRates)) {
      const title = company ? `Page R-1. Base Rates - ${company}` : 'Page R-1. Base Rates';
      writer.table(title, BASE_RATE_HEADER, baseRateRows(rates));
    }
    writer.paragraph(offBalanceText(facts.offBalance));
  } else if (facts.offBalance !== null) {
    writer.paragraph(offBalanceText(facts.offBalance));
  }
  for (const [k, factor] of facts.factors.entries()) {
    const { header, rows } = factorRows(factor);
    const category = factor.category ? ` (${factor.category})` : '';
    writer.table(`Rule ${301 + k}. ${factor.factor}${category}`, header, rows);
  }
  const marked = facts.factors.some((f) => f.levels.some((l) => l.base));
  writer.paragraph(
    `Premium is the product of the base rate for each coverage and the applicable relativities, rounded to the nearest dollar.${marked ? ' The base level of each table, marked (base), carries a relativity of 1.000.' : ''}`,
  );
}
