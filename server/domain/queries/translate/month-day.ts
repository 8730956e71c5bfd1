import type { Token } from './meaning.ts';

/** "1st", "15th": a day of the month written as an ordinal. */
const ORDINAL = /^(\d{1,2})(st|nd|rd|th)$/;
const FIRST = /^(first|1st)$/;

const isMonth = (t: Token | undefined): boolean =>
  t?.meaning.kind === 'dimension' && t.meaning.dimension === 'month' && t.meaning.singular;
const isArticle = (t: Token | undefined): boolean => /^(a|the|each|every|any)$/.test(t?.text ?? '');

/** The day an ordinal token names, 1 to 31. */
function dayOf(t: Token | undefined): number | undefined {
  const text = t?.text ?? '';
  if (FIRST.test(text)) return 1;
  const n = Number(ORDINAL.exec(text)?.[1]);
  return n >= 1 && n <= 31 ? n : undefined;
}

/**
 * The span at `i` that names a day of the month and its length: "1st of the month", "first day of
 * a month", "day one of a month", "the 15th of each month", and an ordinal after "on the" that no
 * month or noun follows ("effective on the 1st").
 */
function monthDay(
  tokens: readonly Token[],
  i: number,
): { day: number; length: number } | undefined {
  const t = tokens[i];
  let day = dayOf(t);
  let k = i + 1;
  if (day !== undefined) {
    if (tokens[k]?.text === 'day') k++;
  } else if (t?.text === 'day' && /^(one|1)$/.test(tokens[k]?.text ?? '')) {
    day = 1;
    k++;
  } else return undefined;
  if (tokens[k]?.text === 'of' && isArticle(tokens[k + 1]) && isMonth(tokens[k + 2]))
    return { day, length: k + 3 - i };
  // "effective on the 1st": an ordinal (not "first") closing the question after "on the".
  const closes = k === tokens.length || tokens[k]?.meaning.kind === 'count';
  if (
    ORDINAL.test(t?.text ?? '') &&
    closes &&
    tokens[i - 1]?.text === 'the' &&
    tokens[i - 2]?.text === 'on'
  )
    return { day, length: k - i };
  return undefined;
}

/**
 * "How many filings take effect on the first day of a month?", "effective on the 1st" (nineteenth
 * pass): a day of the month, of any month, is a date filter (`extract(day from ...)`), not the
 * number 1 and a grouping by month. Returns the tokens, each such span one token.
 */
export function readMonthDays(tokens: readonly Token[]): Token[] {
  const out = [...tokens];
  for (let i = 0; i < out.length; i++) {
    const found = monthDay(out, i);
    if (!found) continue;
    const text = out
      .slice(i, i + found.length)
      .map((x) => x.text)
      .join(' ');
    out.splice(i, found.length, { text, meaning: { kind: 'month-day', day: found.day } });
  }
  return out;
}
