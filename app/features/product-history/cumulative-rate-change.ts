/** One filing's rate change and whether its rates took effect (only those are compounded). */
export type RateChangeStep = { change: number; tookEffect: boolean };

/**
 * Compounds successive rate changes (percentage points): after +10 and then +10 the cumulative
 * change is +21, not +20. A filing that did not take effect (withdrawn, disapproved, pending or
 * not yet effective) leaves the cumulative change where it was. Give the steps in effective-date
 * order; returns the running cumulative change after each step.
 */
export function cumulativeRateChanges(steps: readonly RateChangeStep[]): number[] {
  let factor = 1;
  return steps.map(({ change, tookEffect }) => {
    if (tookEffect) factor *= 1 + change / 100;
    return (factor - 1) * 100;
  });
}
