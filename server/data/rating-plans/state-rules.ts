import { HURRICANE_STATES, WILDFIRE_STATES } from '#server/data/reference/coverages.ts';
import type { FactorSpec } from './factor-spec.ts';

/**
 * Gender may not be used in personal auto rating: California (Ins. Code §1861.02, 10 CCR
 * §2632.5), Hawaii (HRS §431:10C-207), Massachusetts, Michigan (2019 no-fault reform, MCL
 * 500.2111), Montana (unisex insurance law, MCA 49-2-309), North Carolina and Pennsylvania
 * (Hartford v. Insurance Commissioner, 1984). List as in DATASET-FACTS "What rating plans may use".
 */
export const NO_GENDER_AUTO: ReadonlySet<string> = new Set([
  'CA',
  'HI',
  'MA',
  'MI',
  'MT',
  'NC',
  'PA',
]);

/** Credit-based insurance scores may not be used in auto rating (DATASET-FACTS; NAIC summaries). */
export const NO_CREDIT_AUTO: ReadonlySet<string> = new Set(['CA', 'HI', 'MA']);

/**
 * Insurance scores barred in property rating: California (no credit in any Prop 103 rating),
 * Massachusetts and Maryland (Md. Code, Ins. §27-501 bars credit in homeowners rating).
 */
export const NO_CREDIT_HOME: ReadonlySet<string> = new Set(['CA', 'MA', 'MD']);

/** California's auto plans may not rate on occupation or education (CDI, 10 CCR §2632.5). */
export const NO_OCCUPATION_AUTO: ReadonlySet<string> = new Set(['CA']);

/** Whether the state permits the variable in a plan of this line kind. */
export function permitted(
  spec: FactorSpec,
  kind: 'auto' | 'home' | 'other',
  state: string,
): boolean {
  switch (spec.restriction) {
    case undefined:
      return true;
    case 'gender':
      return !(kind === 'auto' && NO_GENDER_AUTO.has(state));
    case 'credit':
      return !(kind === 'auto' && NO_CREDIT_AUTO.has(state));
    case 'occupation':
      return !(kind === 'auto' && NO_OCCUPATION_AUTO.has(state));
    case 'home-credit':
      return !NO_CREDIT_HOME.has(state);
    case 'hurricane':
      return HURRICANE_STATES.has(state);
    case 'wildfire':
      return WILDFIRE_STATES.has(state);
  }
}

/**
 * California's sequential analysis (10 CCR §2632.5(d)): driving record, annual miles and years
 * licensed must carry more weight than any optional factor, so territory there is flatter than
 * elsewhere. Applies to auto plans that rate on all three.
 */
export function californiaWeighting(kind: 'auto' | 'home' | 'other', state: string): boolean {
  return kind === 'auto' && state === 'CA';
}

/** Categories of coverage choice (the insured picks them), outside the sequential analysis. */
export const COVERAGE_CHOICE_CATEGORIES: ReadonlySet<string> = new Set(['Limits', 'Deductible']);
