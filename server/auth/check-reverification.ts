/**
 * Re-verification levels for sensitive actions (spec section 6, the same as Clerk's): how recently
 * the user must have proven who they are, and with which factors.
 */
export const REVERIFICATION_LEVELS = {
  strict_mfa: { afterMinutes: 10, level: 'multi_factor' },
  strict: { afterMinutes: 10, level: 'second_factor' },
  moderate: { afterMinutes: 60, level: 'second_factor' },
  lax: { afterMinutes: 1440, level: 'second_factor' },
} as const;

export type ReverificationLevel = keyof typeof REVERIFICATION_LEVELS;

/** When each factor was last verified in this session (Unix seconds); null = never / none. */
export type FactorTimes = {
  firstFactorVerifiedAt: number | null;
  /** Null when the user has no second factor configured. */
  secondFactorVerifiedAt: number | null;
};

/**
 * True when the session's factors are recent enough for the level:
 * - second_factor: the second factor when the user has one, else the first factor;
 * - multi_factor: the first factor and, when the user has one, the second factor too.
 */
export function isReverified(
  level: ReverificationLevel,
  factors: FactorTimes,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const rule = REVERIFICATION_LEVELS[level];
  const fresh = (at: number | null) => at !== null && nowSeconds - at < rule.afterMinutes * 60;
  const first = fresh(factors.firstFactorVerifiedAt);
  const hasSecond = factors.secondFactorVerifiedAt !== null;
  const second = fresh(factors.secondFactorVerifiedAt);
  if (rule.level === 'second_factor') return hasSecond ? second : first;
  return hasSecond ? first && second : first;
}
