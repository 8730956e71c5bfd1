import { formatCount, formatMoney, formatPercent } from '#server/data/format-figures.ts';
import type { FilingContent } from '#server/data/model/filing-content.ts';
import type { ThemeFigures } from './objection-theme.ts';

/** "A", "A and B", "A, B and C". */
export function joinProse(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The filing's figures formatted for the letters (computed once per filing with objections). */
export function themeFigures(content: FilingContent): ThemeFigures {
  const factors = content.revisedFactors.slice(0, 3);
  const coverages = content.baseRateCoverages.slice(0, 4);
  return {
    trackingNumber: content.trackingNumber,
    state: content.stateName,
    lineName: content.lineName,
    subToi: content.subToi,
    productName: content.productName,
    filingType: content.filingType,
    impact: formatPercent(content.impact, 1),
    indicated: formatPercent(content.indicated, 1),
    maxChange: formatPercent(content.maxChange, 1),
    minChange: formatPercent(content.minChange, 1),
    premium: formatMoney(content.writtenPremium),
    premiumChange: formatMoney(content.writtenPremiumChange),
    policyholders: formatCount(content.policyholders),
    company: content.companies[0] ?? 'the company',
    companies: joinProse(content.companies) || 'the company',
    factors: factors.length > 0 ? joinProse(factors) : 'the rating factors',
    coverages: coverages.length > 0 ? joinProse(coverages) : 'each coverage',
    experiencePeriod: `${content.year - 5} through ${content.year - 1}`,
    year: content.year,
  };
}
