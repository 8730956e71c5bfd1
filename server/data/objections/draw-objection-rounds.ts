import type { FilingContent } from '#server/data/model/filing-content.ts';
import type { Random } from '#server/data/prng.ts';
import type { ReviewRegime } from '#server/data/reference/review-regimes.ts';

export type FilingOutcome = 'approved' | 'filed' | 'withdrawn' | 'disapproved' | 'pending';

/**
 * Chance that a rate filing of no increase draws at least one objection, by review regime:
 * prior-approval states review before use and object most (the facts' Texas and New York
 * figures, California's multi-round reviews); use-and-file states review after use and object least.
 */
const FIRST_ROUND_CHANCE: Record<ReviewRegime, number> = {
  'prior approval': 0.5,
  flex: 0.36,
  'file and use': 0.22,
  'use and file': 0.14,
};
/** Chance of a further round after each round, by regime (before the size of the increase). */
const FURTHER_ROUND_CHANCE: Record<ReviewRegime, number> = {
  'prior approval': 0.3,
  flex: 0.24,
  'file and use': 0.18,
  'use and file': 0.14,
};
const MAX_ROUNDS = 6;

/** The chance of at least one objection, before the outcome (exported for the tests). */
export function objectionChance(content: FilingContent): number {
  const base = FIRST_ROUND_CHANCE[content.regime];
  if (!content.changesRates) return base * 0.45;
  const increase = Math.max(0, content.impact);
  return Math.min(0.95, base * (0.8 + increase / 12));
}

/**
 * Rounds of objections for a filing whose outcome is known (decided before the review time):
 * more for larger increases and in prior-approval states, few on form and rule filings; a
 * disapproval is almost always preceded by an objection and a withdrawal often.
 */
export function drawObjectionRounds(
  random: Random,
  content: FilingContent,
  outcome: FilingOutcome,
): number {
  let chance = objectionChance(content);
  if (outcome === 'disapproved') chance = Math.max(chance, 0.93);
  else if (outcome === 'withdrawn') chance = Math.max(chance, 0.65);
  else if (outcome === 'filed') chance *= 0.6;
  if (!random.chance(chance)) return 0;
  const increase = content.changesRates ? Math.max(0, content.impact) : 0;
  const further = Math.min(
    0.7,
    FURTHER_ROUND_CHANCE[content.regime] +
      increase / 60 +
      (outcome === 'disapproved' ? 0.15 : 0) -
      (content.changesRates ? 0 : 0.08),
  );
  let rounds = 1;
  while (rounds < MAX_ROUNDS && random.chance(further)) rounds++;
  return rounds;
}
