import type { Intent } from './intent.ts';
import type { Metric, Token } from './meaning.ts';
import { allConditions } from './reading-checks.ts';

/** A figure and the change of it that a threshold said of the figure may compare. */
const CHANGE_OF: Partial<Record<Metric, Metric[]>> = {
  base_rate: ['base_rate_change'],
  relativity: ['factor_change', 'level_change'],
  written_premium: ['written_premium_change'],
};

/** Words that may stand between a figure and its threshold: a verb of change, filler. */
const BETWEEN = new Set(['sign', 'stop', 'copula']);

/**
 * Thresholds said of one figure and read on another ("any factor level relativity rose over 15
 * pct" read as a rate impact above 15%, seventeenth pass): the figure named right before the
 * comparison (only a verb or filler between) is neither the figure the reading compares the
 * number with nor its change. Judged on the reading's conditions, blind to how they were read.
 * Returns "<figure> ... <number>" as written.
 */
export function thresholdsOnOtherFigure(tokens: readonly Token[], intent: Intent): string[] {
  const conditions = allConditions(intent);
  const compared = (c: (typeof conditions)[number]) => c.measure?.metric ?? c.metric;
  const out: string[] = [];
  tokens.forEach((token, i) => {
    if (token.meaning.kind !== 'comparison') return;
    const number = tokens[i + 1]?.meaning;
    if (number?.kind !== 'number') return;
    let k = i - 1;
    while (k >= 0 && k > i - 3 && BETWEEN.has(tokens[k]?.meaning.kind ?? '')) k--;
    const figure = tokens[k];
    if (figure?.meaning.kind !== 'metric' || figure.meaning.metric === 'filings') return;
    const named = figure.meaning.metric;
    const value = number.value;
    const on = conditions.filter((c) => Math.abs(Math.abs(c.value) - Math.abs(value)) < 1e-9);
    if (on.length === 0) return;
    if (on.some((c) => compared(c) === named || CHANGE_OF[named]?.includes(compared(c)))) return;
    out.push(
      tokens
        .slice(k, i + 2)
        .map((t) => t.text)
        .join(' '),
    );
  });
  return out;
}
