import type { BaseRateRow, RatingFactorRow } from './filing-rows.ts';
import { formatCount, formatMoney, formatPercent } from './format-figures.ts';
import type { CompanyFigures, OverallFigures } from './generate-rate-figures.ts';
import type { WorldProduct } from './generate-world.ts';
import type { Random } from './prng.ts';

export type DescribeInput = {
  product: WorldProduct;
  refresh: boolean;
  changesRates: boolean;
  figures: { companies: CompanyFigures[]; overall: OverallFigures };
  factors: RatingFactorRow[];
  baseRates: BaseRateRow[];
  filingType: string;
  stateName: string;
  year: number;
};

/** "the Homeowners Program" or "the Renters program": never "Program program". */
export function programPhrase(productName: string): string {
  return /program$/i.test(productName) ? `the ${productName}` : `the ${productName} program`;
}

const list = (items: string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

function who(input: DescribeInput): string {
  const companies = input.figures.companies;
  return companies.length > 1
    ? `${companies.length} companies of ${input.product.carrier.name}`
    : (companies[0]?.company ?? input.product.carrier.name);
}

function formOrRule(
  random: Random,
  input: DescribeInput,
): { description: string; summary: string } {
  const program = programPhrase(input.product.productName);
  const forms = input.filingType.includes('Form');
  const topics = forms
    ? random.shuffle([
        'an updated amendatory endorsement',
        'revised policy jackets',
        'a new identity-theft coverage endorsement',
        'clarified water backup exclusions',
        'state-specific cancellation and nonrenewal wording',
        'an optional equipment breakdown endorsement',
        'revised definitions of "insured" and "resident"',
      ])
    : random.shuffle([
        'the underwriting eligibility rules',
        'the installment fee schedule',
        'the rules for policy term changes',
        'the minimum premium rule',
        'the rules on multi-policy discounts',
        'the rule for reinstatement after cancellation',
        'the general rules section of the manual',
      ]);
  const chosen = topics.slice(0, random.int(1, 3));
  const openings = [
    `${who(input)} files ${list(chosen)} for ${program} in ${input.stateName}.`,
    `This ${input.filingType.toLowerCase()} filing for ${program} in ${input.stateName} introduces ${list(chosen)}.`,
    `${who(input)} revises ${list(chosen)} of ${program} in ${input.stateName}.`,
  ];
  const closings = [
    'There is no change to rates.',
    'The filing has no rate impact.',
    'Rates are not affected; premiums are unchanged.',
  ];
  return {
    description: `${random.pick(openings)} ${random.pick(closings)}`,
    summary: `${forms ? 'Form' : 'Rule'} changes: ${chosen[0] ?? 'manual update'} (no rate change)`,
  };
}

function refreshText(
  random: Random,
  input: DescribeInput,
): { description: string; summary: string } {
  const o = input.figures.overall;
  const factors = list(input.factors.map((f) => f.factor.toLowerCase()));
  const program = programPhrase(input.product.productName);
  const what = input.product.line.kind === 'auto' ? 'vehicle rating' : 'rating table';
  const templates = [
    `${who(input)} updates the ${factors || 'rating tables'} of ${program} in ${input.stateName}, an annual ${what} refresh that is revenue neutral overall; individual policies move between ${formatPercent(o.minChange)} and ${formatPercent(o.maxChange)}.`,
    `An off-balanced ${what} refresh for ${program} in ${input.stateName}: new ${factors || 'table'} values take effect with no overall rate change, though some policies change by up to ${formatPercent(o.maxChange)}.`,
    `Revenue-neutral revision of ${factors || 'rating tables'} for ${program} (${input.stateName}); the overall rate level is unchanged.`,
  ];
  return { description: random.pick(templates), summary: `${what} refresh (0.0% overall)` };
}

/** The filing's description (searchable, weighted below the product name) and a one-line summary. */
export function describeFiling(
  random: Random,
  input: DescribeInput,
): { description: string; summary: string } {
  if (!input.changesRates) return formOrRule(random, input);
  if (input.refresh) return refreshText(random, input);
  const o = input.figures.overall;
  const increase = o.rateImpact >= 0;
  const program = programPhrase(input.product.productName);
  const factors = input.factors.map((f) => f.factor.toLowerCase());
  const moved = input.baseRates
    .filter((b) => Math.abs(b.change) >= 0.05)
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change))
    .slice(0, 2)
    .map((b) => `${b.coverage} ${formatPercent(b.change, 1)}`);
  const reasons = increase
    ? [
        'higher claim severity',
        'rising repair and replacement costs',
        'adverse loss development',
        'reinsurance costs',
        'loss trend since the last review',
        'catastrophe experience',
      ]
    : ['favourable loss experience', 'lower claim frequency', 'competitive conditions'];
  const reason = random.pick(reasons);
  const indicated =
    o.indicatedChange === null
      ? ''
      : ` The indication is ${formatPercent(o.indicatedChange)}${Math.abs(o.indicatedChange) > Math.abs(o.rateImpact) + 0.5 ? '; the company selects less than indicated' : ''}.`;
  const factorText = factors.length ? ` It also revises ${list(factors)}.` : '';
  const baseText = moved.length ? ` Base rates change by coverage (${moved.join('; ')}).` : '';
  const openings = [
    `${who(input)} proposes an overall ${formatPercent(o.rateImpact)} rate ${increase ? 'increase' : 'decrease'} for ${program} in ${input.stateName}, citing ${reason}.`,
    `Rate revision for ${program} in ${input.stateName}: ${formatPercent(o.rateImpact)} overall, ${formatMoney(o.writtenPremiumChange)} on ${formatMoney(o.writtenPremium)} of written premium, affecting ${formatCount(o.policyholdersAffected)} policyholders.`,
    `${input.year} ${increase ? 'rate increase' : 'rate reduction'} of ${formatPercent(o.rateImpact)} for ${program} in ${input.stateName}, driven by ${reason}.`,
    `${who(input)} revises the rates of ${program} in ${input.stateName} by ${formatPercent(o.rateImpact)} on average, with individual changes from ${formatPercent(o.minChange)} to ${formatPercent(o.maxChange)}.`,
  ];
  return {
    description: `${random.pick(openings)}${indicated}${baseText}${factorText}`,
    summary: `${formatPercent(o.rateImpact, 1)} rate ${increase ? 'increase' : 'decrease'}${factors.length ? `; ${list(factors.slice(0, 3))} revised` : ''}`,
  };
}
