import type { Order } from './factor-spec.ts';

/** Rounds to 3 decimals, the precision of a rate page's relativities. */
export const r3 = (x: number): number => Math.round(x * 1000) / 1000;

const GAP = 0.001;
/** The smallest relativity a repair may produce (a 99.9% credit is the limit of a rate page). */
const FLOOR = 0.05;

/**
 * The index where an ordered table turns: the first level for `increasing` tables, the last for
 * `decreasing`, the lowest relativity of a `u-shaped` one (none for unordered tables: -1).
 */
export function valleyOf(order: Order, values: readonly number[]): number {
  if (order === 'increasing') return 0;
  if (order === 'decreasing') return values.length - 1;
  if (order === 'none') return -1;
  let valley = 0;
  for (let i = 1; i < values.length; i++) {
    if ((values[i] ?? 0) < (values[valley] ?? 0)) valley = i;
  }
  return valley;
}

const at = (values: readonly number[], i: number): number => values[i] ?? 1;

/**
 * Puts rounded relativities in order in place: the base level is exactly 1; an ordered table
 * falls strictly (by at least 0.001) to its valley and rises strictly after it, adjusting the
 * levels farthest from the base; no level but the base sits at exactly 1.000.
 */
export function orderLevels(values: number[], order: Order, base: number, valley: number): void {
  const n = values.length;
  for (let i = 0; i < n; i++) values[i] = r3(at(values, i));
  values[base] = 1;
  if (order === 'none') {
    for (let i = 0; i < n; i++) if (i !== base && at(values, i) === 1) values[i] = 1 + GAP;
    return;
  }
  // A level other than the base never lands on 1.000 (the far arm of a U can cross it).
  const rise = (i: number, from: number): void => {
    const v = r3(Math.max(at(values, i), at(values, from) + GAP));
    values[i] = v === 1 ? 1 + GAP : v;
  };
  const fall = (i: number, from: number): void => {
    const v = r3(Math.max(FLOOR, Math.min(at(values, i), at(values, from) - GAP)));
    values[i] = v === 1 ? 1 - GAP : v;
  };
  if (base <= valley) {
    for (let i = base + 1; i <= valley; i++) fall(i, i - 1);
    for (let i = base - 1; i >= 0; i--) rise(i, i + 1);
    for (let i = valley + 1; i < n; i++) rise(i, i - 1);
  } else {
    for (let i = base - 1; i >= valley; i--) fall(i, i + 1);
    for (let i = base + 1; i < n; i++) rise(i, i - 1);
    for (let i = valley - 1; i >= 0; i--) rise(i, i + 1);
  }
}

/** Whether the values follow the order (strictly, as orderLevels leaves them). */
export function isOrdered(values: readonly number[], order: Order, valley: number): boolean {
  if (order === 'none') return true;
  for (let i = 1; i < values.length; i++) {
    const falling = i <= valley;
    const step = at(values, i) - at(values, i - 1);
    if (falling ? step >= 0 : step <= 0) return false;
  }
  return true;
}

/** Highest over lowest relativity: how much the variable moves premium. */
export function spread(values: readonly number[]): number {
  let lo = Number.POSITIVE_INFINITY;
  let hi = 0;
  for (const v of values) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  return hi / lo;
}

/** Exposure-weighted average relativity. */
export function weightedMean(values: readonly number[], weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += at(values, i) * (weights[i] ?? 0);
  return sum;
}

/**
 * Shares rounded to 3 decimals that sum to exactly 1 (the largest absorbs the rounding), none
 * below 0.001.
 */
export function normalizeShares(raw: readonly number[]): number[] {
  let total = 0;
  for (const w of raw) total += w;
  const out = raw.map((w) => Math.max(0.001, r3(w / total)));
  let largest = 0;
  let sum = 0;
  for (let i = 0; i < out.length; i++) {
    sum += at(out, i);
    if (at(out, i) > at(out, largest)) largest = i;
  }
  out[largest] = r3(at(out, largest) + 1 - sum);
  return out;
}
