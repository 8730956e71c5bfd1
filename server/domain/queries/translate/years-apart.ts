import type { Token } from './meaning.ts';

/**
 * The years a comparison names when they are whole years with other years between them ("2019
 * vs 2024", "in 2019 and in 2024"; seventeenth pass): `from` and `to` are the first day of the
 * first year and the day after the last (the stretch the comparison would otherwise read), and
 * every year token of the question must be one of its ends or between. Returns the years named,
 * or undefined when they are next to each other (the stretch is the same days) or the periods are
 * not whole years.
 */
export function yearsApart(
  tokens: readonly Token[],
  from: string | undefined,
  to: string | undefined,
): number[] | undefined {
  if (!from || !to || !/-01-01$/.test(from) || !/-01-01$/.test(to)) return undefined;
  if (tokens.some((t) => ['quarter', 'half', 'month', 'date'].includes(t.meaning.kind)))
    return undefined;
  const years = [
    ...new Set(tokens.flatMap((t) => (t.meaning.kind === 'year' ? [t.meaning.year] : []))),
  ].sort((a, b) => a - b);
  const first = Number(from.slice(0, 4));
  const last = Number(to.slice(0, 4)) - 1;
  if (years[0] !== first || years.at(-1) !== last) return undefined;
  return last - first + 1 > years.length ? years : undefined;
}
