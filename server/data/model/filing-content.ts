import type { LineKind } from '#server/data/reference/lines-of-business.ts';
import type { ReviewRegime } from '#server/data/reference/review-regimes.ts';

/**
 * What a generated filing contains, as the objection library, the documents and the description
 * see it: the parts of the filing they may quote or must be consistent with. Percentages are in
 * percent (5.2 is +5.2%); money in US dollars.
 */
export type FilingContent = {
  trackingNumber: string;
  state: string;
  stateName: string;
  lineName: string;
  kind: LineKind;
  subToi: string;
  productName: string;
  /** Rate, Rule, Form, Rate/Rule or Form/Rate/Rule. */
  filingType: string;
  /** True when the filing changes rates (a rate revision); false for form, rule and refreshes. */
  changesRates: boolean;
  /** True when forms are part of the filing (Form or Form/Rate/Rule). */
  includesForms: boolean;
  regime: ReviewRegime;
  /** The overall rate impact, 0 when rates do not change. */
  impact: number;
  /** The overall indicated change, null when the filing states none. */
  indicated: number | null;
  maxChange: number;
  minChange: number;
  writtenPremium: number;
  writtenPremiumChange: number;
  policyholders: number;
  companies: string[];
  /** Names of the factors whose relativities the filing revises. */
  revisedFactors: string[];
  /** Categories of those factors (Limits, Deductible, Territory, Vehicle, Driver, ...). */
  revisedCategories: string[];
  /** Coverages whose base rate the filing changes. */
  baseRateCoverages: string[];
  /** True when the filing carries supplemental (trend) exhibits: it selects trends. */
  selectsTrends: boolean;
  /** True when the program carries a catastrophe (hurricane or wildfire) provision. */
  catastropheLoad: boolean;
  /** The year of submission. */
  year: number;
};
