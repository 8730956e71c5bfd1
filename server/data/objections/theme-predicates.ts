import type { FilingContent } from '#server/data/model/filing-content.ts';

/** Conditions the themes share, on what the filing contains. */

/** The filing revises rates and states an indication to support them. */
export const ratesWithIndication = (c: FilingContent): boolean =>
  c.changesRates && c.indicated !== null;

/** The filing revises a factor of this category (Limits, Location, Driver, ...). */
export const revisesCategory = (c: FilingContent, category: string): boolean =>
  c.revisedCategories.includes(category);

/** The filing revises a factor whose name contains this text ("Territory", "Deductible"). */
export function revisesFactorNamed(c: FilingContent, text: string): boolean {
  for (const name of c.revisedFactors) if (name.includes(text)) return true;
  return false;
}

/** Lines whose coverages carry liability limits (personal and commercial auto, umbrella). */
export const hasLiabilityLimits = (c: FilingContent): boolean =>
  c.kind === 'auto' || c.subToi.startsWith('20.') || c.subToi.startsWith('17.');

/** Workers' compensation (sub-TOI 16.x): loss costs and a loss cost multiplier, not rates. */
export const isWorkersCompensation = (c: FilingContent): boolean => c.subToi.startsWith('16.');

/**
 * States that bar credit-based insurance scores: in auto CA, HI and MA (facts, "What rating plans
 * may use"); in homeowners CA, MA and MD.
 */
const NO_CREDIT_AUTO = new Set(['CA', 'HI', 'MA']);
const NO_CREDIT_HOME = new Set(['CA', 'MA', 'MD']);
export function creditScoreAllowed(c: FilingContent): boolean {
  if (c.kind === 'auto') return !NO_CREDIT_AUTO.has(c.state);
  if (c.kind === 'home') return !NO_CREDIT_HOME.has(c.state);
  return true;
}

/** The filing touches the rule manual (Rule, Rate/Rule, Form/Rate/Rule). */
export const includesRules = (c: FilingContent): boolean => c.filingType.includes('Rule');
