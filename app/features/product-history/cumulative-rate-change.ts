/**
 * Compounds successive rate changes (percentage points): after +10 and then +10 the cumulative
 * change is +21, not +20. Returns the running cumulative change after each entry.
 */
export function cumulativeRateChanges(changes: readonly number[]): number[] {
  let factor = 1;
  return changes.map((change) => {
    factor *= 1 + change / 100;
    return (factor - 1) * 100;
  });
}
