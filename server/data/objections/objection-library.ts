import type { FilingContent } from '#server/data/model/filing-content.ts';
import { FORM_AND_FILING_THEMES } from './form-and-filing-themes.ts';
import type { ObjectionTheme } from './objection-theme.ts';
import { RATE_IMPACT_THEMES } from './rate-impact-themes.ts';
import { RATE_LEVEL_THEMES } from './rate-level-themes.ts';
import { RATING_FACTOR_THEMES } from './rating-factor-themes.ts';

/**
 * The library of objection themes: what state reviewers raise on personal-lines filings (the
 * facts' "Objection themes" with the rate-level themes of the NAIC Product Filing Review Handbook
 * and the CAS ratemaking principles: trend, development, credibility, catastrophe, profit and
 * expense provisions).
 */
export const OBJECTION_THEMES: readonly ObjectionTheme[] = [
  ...RATE_LEVEL_THEMES,
  ...RATE_IMPACT_THEMES,
  ...RATING_FACTOR_THEMES,
  ...FORM_AND_FILING_THEMES,
];

/** The themes that apply to what this filing contains. */
export function applicableThemes(content: FilingContent): ObjectionTheme[] {
  return OBJECTION_THEMES.filter((theme) => theme.applies(content));
}
