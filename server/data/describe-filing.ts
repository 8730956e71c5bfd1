import type { RatingFactorRow } from './filing-rows.ts';
import { formatCount, formatMoney, formatPercent } from './format-figures.ts';
import type { CompanyFigures, OverallFigures } from './generate-rate-figures.ts';
import type { WorldProduct } from './generate-world.ts';

/** The filing's description (searchable, weighted below the product name) and a one-line summary. */
export function describeFiling(input: {
  product: WorldProduct;
  impact: number;
  refresh: boolean;
  figures: { companies: CompanyFigures[]; overall: OverallFigures };
  factors: RatingFactorRow[];
  filingType: string;
  stateName: string;
}): { description: string; summary: string } {
  const factorList = input.factors.map((f) => f.factor.toLowerCase()).join(', ');
  const o = input.figures.overall;
  const who =
    input.figures.companies.length > 1
      ? `${input.figures.companies.length} companies of ${input.product.carrier.name}`
      : (input.figures.companies[0]?.company ?? input.product.carrier.name);
  if (input.refresh) {
    const what =
      input.product.line.kind === 'auto'
        ? 'vehicle symbol and model year'
        : 'rule and rating table';
    return {
      description: `${input.filingType} filing by ${who} for the ${input.product.productName} program in ${input.stateName}: a ${what} refresh updating ${factorList || 'rules'} with an overall rate impact of 0.000%; individual policies may change between ${formatPercent(o.minChange)} and ${formatPercent(o.maxChange)}.`,
      summary: `${what} refresh (0.000%)`,
    };
  }
  const direction = o.rateImpact >= 0 ? 'increase' : 'decrease';
  return {
    description: `${input.filingType} filing by ${who} to ${direction} rates for the ${input.product.productName} program in ${input.stateName}. Overall rate impact ${formatPercent(o.rateImpact)} against an indicated change of ${formatPercent(o.indicatedChange)}, affecting ${formatCount(o.policyholdersAffected)} policyholders and ${formatMoney(o.writtenPremium)} of written premium (${formatMoney(o.writtenPremiumChange)}). Rating factors revised: ${factorList}.`,
    summary: `${formatPercent(o.rateImpact, 1)} rate ${direction}; ${factorList} revised`,
  };
}
