import { formatRelativity } from '#app/lib/format/format-number.ts';
import type { GetFactorBenchmarkResponse } from '#gen/ratefiling/v1/analytics_service_pb.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The spread in words: "Across 4 programs of 4 carriers, the relativity of Driver Age 16-17 runs
 * from 1.850 to 2.400 (median 2.100): the highest is 1.30 times the lowest."
 */
export function spreadSentence(b: GetFactorBenchmarkResponse): string {
  const s = b.spread;
  if (!s || s.programs === 0) return '';
  const subject = `the relativity of ${b.factor} ${b.level}`;
  const scope = `${plural(s.programs, 'program')} of ${plural(s.carriers, 'carrier')}`;
  if (s.programs === 1)
    return `Only ${scope} has ${b.factor} ${b.level} in force: ${formatRelativity(s.min)}.`;
  const ratio = s.min > 0 ? `: the highest is ${(s.max / s.min).toFixed(2)} times the lowest` : '';
  return `Across ${scope}, ${subject} runs from ${formatRelativity(s.min)} to ${formatRelativity(s.max)} (median ${formatRelativity(s.median)})${ratio}.`;
}

/** A program's moves: "1.850 (2019) → 2.100 (2024)". */
export function movesText(
  revisions: readonly { effectiveDate?: { year: number }; relativity: number }[],
): string {
  return revisions
    .map((r) => `${formatRelativity(r.relativity)} (${r.effectiveDate?.year ?? '?'})`)
    .join(' → ');
}
