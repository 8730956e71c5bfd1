/**
 * Changes by coverage around an overall change: `target` plus each coverage's deviation, the
 * deviations shifted so that their share-weighted mean is zero; the share-weighted average of the
 * result is `target` (to rounding).
 */
export function spreadByShare(
  target: number,
  shares: readonly number[],
  deviations: readonly number[],
): number[] {
  let weight = 0;
  let mean = 0;
  for (let i = 0; i < shares.length; i++) {
    const share = shares[i] ?? 0;
    weight += share;
    mean += share * (deviations[i] ?? 0);
  }
  const shift = weight > 0 ? mean / weight : 0;
  return shares.map((_, i) => target + (deviations[i] ?? 0) - shift);
}
