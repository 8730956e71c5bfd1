import { LOW_CONFIDENCE } from '#contract/documents/extraction-confidence.ts';
import {
  type CompanyFigureRow,
  type OverallCompanyFigures,
  overallCompanyFigures,
} from '#server/domain/filings/overall-company-figures.ts';
import {
  type ExtractedCompany,
  RATE_FIELDS,
  type RateField,
  type RateFigures,
} from './extracted-filing.ts';

/**
 * The confidence a printed overall figure is lowered to when its companies' figures disagree
 * with it: below LOW_CONFIDENCE, so the filing page flags it "check".
 */
export const OVERALL_MISMATCH_CONFIDENCE = LOW_CONFIDENCE * 0.75;

/** The overall figure each printed rate field is checked against, and whether it is a sum. */
const COMPUTED: Record<RateField, { key: keyof OverallCompanyFigures; sum: boolean }> = {
  indicated_change: { key: 'indicatedChange', sum: false },
  rate_impact: { key: 'rateImpact', sum: false },
  written_premium_change: { key: 'writtenPremiumChange', sum: true },
  written_premium_for_program: { key: 'writtenPremium', sum: true },
  policyholders_affected: { key: 'policyholdersAffected', sum: true },
  max_change: { key: 'maxChange', sum: false },
  min_change: { key: 'minChange', sum: false },
};
const WEIGHTED: readonly RateField[] = ['indicated_change', 'rate_impact'];

/** Half a unit of the last digit printed: "5.2%" 0.05, "$1,234,567" 0.5, "28,669" 0.5. */
export function roundingOf(text: string): number {
  const decimals = /\.(\d+)/.exec(text)?.[1]?.length ?? 0;
  return 0.5 * 10 ** -decimals;
}

/** A company's printed figures as the company row they would be imported as. */
function toRow(company: ExtractedCompany): CompanyFigureRow {
  const f = company.figures;
  return {
    indicated_change: f.indicated_change?.value ?? null,
    rate_impact: f.rate_impact?.value ?? null,
    average_premium_change: null,
    written_premium_change: f.written_premium_change?.value ?? null,
    written_premium_for_program: f.written_premium_for_program?.value ?? null,
    policyholders_affected: f.policyholders_affected?.value ?? null,
    max_change: f.max_change?.value ?? null,
    min_change: f.min_change?.value ?? null,
  };
}

/**
 * How far the companies' rounding can move the overall figure computed from them; undefined
 * when it is not to be checked: a company does not print the figure (or, for a premium-weighted
 * figure of several companies, a written premium), so the overall may count what is not shown.
 */
function companiesRounding(
  companies: readonly ExtractedCompany[],
  field: RateField,
): number | undefined {
  const printed = companies.flatMap((c) => (c.figures[field] ? [c.figures[field]] : []));
  if (printed.length === 0 || printed.length < companies.length) return undefined;
  const weighted = WEIGHTED.includes(field) && companies.length > 1;
  if (weighted && companies.some((c) => !((c.figures.written_premium_for_program?.value ?? 0) > 0)))
    return undefined;
  const roundings = printed.map((v) => roundingOf(v.text));
  return COMPUTED[field].sum ? roundings.reduce((s, r) => s + r, 0) : Math.max(...roundings);
}

/**
 * The printed overall figures, each kept as printed; one that disagrees with the figure computed
 * from the companies' printed figures by more than rounding explains (half a unit of the overall's
 * last printed digit plus what the companies' rounding can add: the sum of their half units for a
 * sum, the largest for an average, maximum or minimum) has its confidence lowered to
 * OVERALL_MISMATCH_CONFIDENCE, so that a user checks which of them the PDF got wrong.
 */
export function checkOverallFigures(
  companies: readonly ExtractedCompany[],
  overall: RateFigures,
): RateFigures {
  const checked: RateFigures = { ...overall };
  const computed = overallCompanyFigures(companies.map(toRow));
  for (const field of RATE_FIELDS) {
    const printed = overall[field];
    const rounding = companiesRounding(companies, field);
    const value = computed[COMPUTED[field].key];
    if (!printed || rounding === undefined || value === null) continue;
    const tolerance = roundingOf(printed.text) + rounding + 1e-9;
    if (Math.abs(printed.value - value) <= tolerance) continue;
    checked[field] = {
      ...printed,
      confidence: Math.min(printed.confidence, OVERALL_MISMATCH_CONFIDENCE),
    };
  }
  return checked;
}
