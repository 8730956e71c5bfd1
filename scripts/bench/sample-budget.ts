/** How many samples to take of one item, and for how long at most. */
export type SampleBudget = { iterations: number; seconds: number };

/** Fewest samples taken even when an item is over its time budget. */
export const MIN_SAMPLES = 5;

/**
 * Whether to take another sample: until `iterations` are taken, or, once the item has used its
 * seconds, as soon as it has MIN_SAMPLES (a slow call then reports fewer samples, not hours).
 */
export function wantsMoreSamples(budget: SampleBudget, taken: number, elapsedMs: number): boolean {
  if (taken >= budget.iterations) return false;
  return taken < MIN_SAMPLES || elapsedMs < budget.seconds * 1000;
}
