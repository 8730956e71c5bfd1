/** Y-axis ticks: evenly spaced round values that include zero and every value of the series. */
export type NiceTicks = { ticks: number[]; domain: [number, number] };

const STEP_FACTORS = [1, 2, 5, 10] as const;

/** The smallest step of 1, 2 or 5 × 10^k that is at least `raw` and at least `minStep`. */
function niceStep(raw: number, minStep: number): number {
  const wanted = Math.max(raw, minStep);
  const magnitude = 10 ** Math.floor(Math.log10(wanted));
  const factor = STEP_FACTORS.find((f) => f * magnitude >= wanted - 1e-12) ?? 10;
  return factor * magnitude;
}

const tidy = (value: number) => {
  const rounded = Number(value.toFixed(10));
  return Object.is(rounded, -0) ? 0 : rounded;
};

/**
 * At most `maxTicks` ticks (about; never fewer than two) from a round start to a round end that
 * cover zero and every finite value. `minStep` is the smallest difference the axis' formatter
 * tells apart (1 for counts, 0.1 for percentages with one decimal): steps are 1, 2 or 5 times a
 * power of ten and never below it, so no two ticks print the same label. `headroom` (a share of
 * the axis, 0 by default) is the least room between the largest value and the end (the smallest
 * value and the start below zero): a bar chart's tallest bar that would end on the last tick, and
 * read as cut, gets one more step above it.
 */
export function niceTicks(
  values: readonly (number | null | undefined)[],
  {
    minStep = 1,
    maxTicks = 5,
    headroom = 0,
  }: { minStep?: number; maxTicks?: number; headroom?: number } = {},
): NiceTicks {
  const finite = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  const low = Math.min(0, ...finite);
  let high = Math.max(0, ...finite);
  if (high === low) high = low + minStep;
  const step = niceStep((high - low) / Math.max(1, maxTicks - 1), minStep);
  let start = Math.floor(tidy(low / step)) * step;
  let end = Math.ceil(tidy(high / step)) * step;
  const room = headroom * (end - start);
  if (high > 0 && end - high < room) end += step;
  if (low < 0 && low - start < room) start -= step;
  const count = Math.round((end - start) / step);
  const ticks = Array.from({ length: count + 1 }, (_, i) => tidy(start + i * step));
  return { ticks, domain: [tidy(start), tidy(end)] };
}
