import type { DataRule } from './data-rule.ts';
import { NAME_AND_DOCUMENT_RULES } from './names-documents.ts';
import { OBJECTION_RULES } from './objections.ts';
import { PREMIUM_RULES } from './premium.ts';
import { RATE_CHANGE_RULES } from './rate-changes.ts';
import { RATING_PLAN_RULES } from './rating-plans.ts';
import { REVIEW_RULES } from './review.ts';
import { SUPPLEMENTAL_RULES } from './supplemental.ts';

/** Every data-plausibility rule, by theme (docs/data-rules.md lists them with their sources). */
export const RULE_GROUPS: ReadonlyArray<{ theme: string; rules: DataRule[] }> = [
  { theme: 'Rating plans', rules: RATING_PLAN_RULES },
  { theme: 'Rate changes and indications', rules: RATE_CHANGE_RULES },
  { theme: 'Programs and premium', rules: PREMIUM_RULES },
  { theme: 'Supplemental metrics', rules: SUPPLEMENTAL_RULES },
  { theme: 'Objections', rules: OBJECTION_RULES },
  { theme: 'Review regimes and outcomes', rules: REVIEW_RULES },
  { theme: 'Names, descriptions and documents', rules: NAME_AND_DOCUMENT_RULES },
];

export const ALL_RULES: DataRule[] = RULE_GROUPS.flatMap((g) => g.rules);
