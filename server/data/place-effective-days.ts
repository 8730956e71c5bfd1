import { FIRST_EFFECTIVE_DAY, LAST_EFFECTIVE_DAY } from './calendar.ts';
import type { Random } from './prng.ts';

/** The earliest and latest effective date the demo data set holds (day numbers, inclusive). */
export type EffectiveWindow = { first: number; last: number };

export const DEMO_EFFECTIVE_WINDOW: EffectiveWindow = {
  first: FIRST_EFFECTIVE_DAY,
  last: LAST_EFFECTIVE_DAY,
};

/** The days a renewal may trail the new-business effective date. */
const RENEWAL_LAG = { min: 15, max: 60 } as const;
/** How far into the window a date from before it may land (its first year: spread thinly). */
const EARLY_SPREAD_DAYS = 365;

/**
 * Puts a filing's requested effective date inside the data set's window without piling dates
 * on one day. A date after the window's end (a late submission with a long lead) is redrawn
 * uniformly between `earliestDay` (the first day the filing could take effect) and the end; a
 * date before its start is redrawn uniformly over the window's first year. Clamping instead
 * put every such filing on the window's first or last day (232 of 20,000 on 2026-12-31).
 * `random` should be a stream of its own, so that the redraw changes no other figure.
 */
export function placeEffectiveDay(
  random: Random,
  requestedDay: number,
  earliestDay: number,
  window: EffectiveWindow = DEMO_EFFECTIVE_WINDOW,
): number {
  if (requestedDay > window.last) {
    const from = Math.min(Math.max(earliestDay, window.first), window.last);
    return random.int(from, window.last);
  }
  if (requestedDay < window.first) {
    const to = Math.min(window.first + EARLY_SPREAD_DAYS - 1, window.last);
    return random.int(window.first, to);
  }
  return requestedDay;
}

/**
 * The renewal effective date: the same day as new business (60%) or 15-60 days later, both drawn
 * from `random`; a lag that would cross the window's end is redrawn from `spread` over the room
 * left (clamping put 294 of 20,000 renewals on 2026-12-31).
 */
export function placeRenewalDay(
  random: Random,
  spread: Random,
  effectiveDay: number,
  window: EffectiveWindow = DEMO_EFFECTIVE_WINDOW,
): number {
  if (random.chance(0.6)) return effectiveDay;
  const lag = random.int(RENEWAL_LAG.min, RENEWAL_LAG.max);
  if (effectiveDay + lag <= window.last) return effectiveDay + lag;
  return spread.int(effectiveDay, window.last);
}
