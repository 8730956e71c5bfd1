import type { Token } from './meaning.ts';

/** Words that only join a grouping to what comes before ("per carrier", "by state"). */
const GROUPING_JOIN = /^(per|by|for each|each|every|across|in each)$/;

/**
 * Whether the percent sign at `i` follows a value with no number of its own and closes the
 * question or its grouping ("Prior Approval % per carrier", "disapproved %", "Texas % by year"):
 * the share of the filings with that value (seventeenth pass). Not after a number or a comparison
 * ("over 10 %"), nor after a figure ("largest rate increase %") or before one ("Texas % change",
 * "% rate impact"), which the percent measures.
 */
export function percentAfterValue(tokens: readonly Token[], i: number): boolean {
  const before = tokens[i - 1];
  if (before?.meaning.kind !== 'value' && before?.meaning.kind !== 'sign') return false;
  let k = i - 2;
  while (tokens[k]?.meaning.kind === 'value') k--;
  const earlier = tokens[k]?.meaning.kind;
  // "largest rate increase %", "top Ohio %": the unit of a figure, or of a ranking.
  if (['number', 'comparison', 'unit', 'metric', 'order'].includes(earlier ?? '')) return false;
  // "rate increase %": a sign said with its figure.
  if (before.meaning.kind === 'sign' && / /.test(before.text)) return false;
  let j = i + 1;
  while (tokens[j] !== undefined && GROUPING_JOIN.test(tokens[j]?.text ?? '')) j++;
  const after = tokens[j];
  return after === undefined || (after.meaning.kind === 'dimension' && j > i + 1);
}
