import type { Meaning, Token } from './meaning.ts';
import type { Cursor } from './read-periods.ts';

const SEPARATOR = /^[-:–—]$/;

/**
 * "the highest written premium in Fairhaven's filings", "whats the biggest indicated change for
 * louisiana filings" (twenty-third pass): a ranking word and one figure named in the singular
 * open the question, and the filings noun closes it after their names: the
 * filings are where the one extreme figure is taken, not a list asked for.
 */
function scopeAfterFigure(tokens: readonly Token[], at: number): boolean {
  if (tokens.slice(at + 1).some((t) => t.meaning.kind !== 'stop')) return false;
  const before = tokens.slice(0, at);
  const content = before.filter((t) => t.meaning.kind !== 'stop');
  const [order, figure] = content;
  if (order?.meaning.kind !== 'order' || !order.meaning.top) return false;
  if (figure?.meaning.kind !== 'metric' || figure.meaning.metric === 'filings') return false;
  if (/s$/.test(figure.text)) return false;
  // The names (a preposition before them, if the tokens still hold it, is a stop word).
  const names = before.slice(before.indexOf(figure) + 1);
  return (
    names.some((t) => t.meaning.kind !== 'stop') &&
    names.every((t) => TOPIC_KINDS.has(t.meaning.kind))
  );
}

/** What may stand before a topic's filings noun: its names and periods ("Louisiana 2024 filings"). */
const TOPIC_KINDS = new Set<Meaning['kind']>(['value', 'year', 'month', 'quarter', 'stop']);

/**
 * Whether the plural filings noun at the cursor names only the filings a figure is taken over
 * ("Louisiana filings: highest written premium change", seventeenth pass): the noun opens the
 * question after its names (one at least), a ranking word follows it at once (no "with", "by" or verb between)
 * and a figure closes the question, with no grouping and no number. Such a question asks for the
 * one extreme figure, as "the highest written premium change in Louisiana" does, not for a list of
 * filings ("Louisiana filings with the highest ...").
 */
export function filingsAsScope(c: Cursor): boolean {
  const noun = c.tokens[c.i];
  if (!noun || !/s$/.test(noun.text)) return false;
  if (scopeAfterFigure(c.tokens, c.i)) return true;
  const before = c.tokens.slice(0, c.i);
  if (!before.every((t) => TOPIC_KINDS.has(t.meaning.kind))) return false;
  // A topic names its filings ("Louisiana filings"); "filings highest rate impact" lists them.
  if (!before.some((t) => t.meaning.kind !== 'stop')) return false;
  // "LA filings - top indicated rate change" (twenty-third pass): a dash or colon between.
  const orderAt = SEPARATOR.test(c.tokens[c.i + 1]?.text ?? '') ? c.i + 2 : c.i + 1;
  const order = c.tokens[orderAt]?.meaning;
  if (order?.kind !== 'order' || !order.top) return false;
  const rest = c.tokens.slice(orderAt + 1).filter((t) => t.meaning.kind !== 'stop');
  return (
    rest.length > 0 &&
    rest.every((t) => t.meaning.kind === 'metric' && t.meaning.metric !== 'filings')
  );
}
