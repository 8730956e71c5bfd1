import type { Intent } from './intent.ts';
import type { Comparison, Token, ValueDimension } from './meaning.ts';
import { groupIsSubject } from './question-shape.ts';

/**
 * Checks of the shape of a reading against what the question's kind of question needs (issue 22,
 * twelfth pass), judged by the SQL's structure, not by the wordings of any split: a share must
 * count a part of its population that can vary (not all of it, none of it, nor the whole group it
 * is given for); two things set side by side must stay apart in the answer; a negated comparison
 * must keep the rows on its other side; a number said with a ranking must be its limit. Each
 * returns what it found, for a warning (parse-question.ts).
 */

const spoken = (dimension: string) => dimension.replaceAll('_', ' ');

/**
 * Shares that cannot be other than 100% or 0% whatever the data: a part that is the whole
 * population ("what percent of approved filings were approved"), a part outside it (the
 * population keeps other values of the same dimension, or leaves the part's values out), a part
 * on the dimension the share is given per ("what percentage of filings in each state are from
 * Texas": each state is all Texas or none), or no part at all with one figure asked.
 */
export function sharesThatCannotVary(intent: Intent): string[] {
  const share = intent.share;
  if (!share || !intent.measures.some((m) => m.aggregate === 'share')) return [];
  const out: string[] = [];
  if (
    share.filters.size === 0 &&
    share.conditions.length === 0 &&
    share.of === undefined &&
    intent.groupBy.length === 0
  )
    out.push('no part of the filings named: every filing counts, 100%');
  for (const [dimension, values] of share.filters) {
    const part = `${spoken(dimension)} ${values.join(' or ')}`;
    const kept = intent.filters.get(dimension);
    if (kept?.every((v) => values.includes(v)))
      out.push(`${part}, which every filing of the population has (100%)`);
    else if (kept && !kept.some((v) => values.includes(v)))
      out.push(`${part}, which no filing of the population has (0%)`);
    else if (
      intent.exclusions.get(dimension)?.length &&
      values.every((v) => intent.exclusions.get(dimension)?.includes(v))
    )
      out.push(`${part}, which the population leaves out (0%)`);
    else if (intent.groupBy.some((d) => d === dimension))
      out.push(`${part}, the same dimension the share is given per (each row 100% or 0%)`);
  }
  for (const c of share.conditions) {
    const same = intent.conditions.some(
      (d) =>
        !d.measure && !c.measure && d.metric === c.metric && d.op === c.op && d.value === c.value,
    );
    if (same)
      out.push(
        `${spoken(c.metric)} ${c.op} ${c.value}, which every filing of the population meets (100%)`,
      );
  }
  return out;
}

/** Words that set two things side by side. */
const COMPARE_WORD = /^(compare|compared|comparing|comparison|vs|versus|against|side by side)$/;

/**
 * Values set side by side ("Texas vs California ... by line", "homeowners compared with auto, per
 * year") that the reading keeps as one filter but does not give a row each: the answer pools the
 * two sides into one figure per row. The case with no grouping at all is oneSidedComparison's
 * (partial-readings.ts). Returns the values so pooled.
 */
export function comparedValuesPooled(tokens: Token[], intent: Intent): string[] {
  if (!tokens.some((t) => t.meaning.kind === 'compare' && COMPARE_WORD.test(t.text))) return [];
  if (intent.groupBy.length === 0 || intent.measures.length > 1) return [];
  const out: string[] = [];
  const named = new Map<ValueDimension, Set<string>>();
  for (const t of tokens) {
    if (t.meaning.kind !== 'value') continue;
    const values = named.get(t.meaning.dimension) ?? new Set<string>();
    values.add(t.meaning.value);
    named.set(t.meaning.dimension, values);
  }
  for (const [dimension, values] of named) {
    const kept = (intent.filters.get(dimension) ?? []).filter((v) => values.has(v));
    if (kept.length < 2) continue;
    if (intent.groupBy.some((d) => d === dimension)) continue;
    out.push(kept.join(' and '));
  }
  const years = [
    ...new Set(tokens.flatMap((t) => (t.meaning.kind === 'year' ? [t.meaning.year] : []))),
  ];
  if (years.length >= 2 && intent.dates.length > 0 && !intent.groupBy.includes('year'))
    out.push(years.join(' and '));
  return out;
}

const INVERSE: Record<Comparison, Comparison[]> = {
  '>': ['<=', '<'],
  '>=': ['<', '<='],
  '<': ['>=', '>'],
  '<=': ['>', '>='],
  '=': [],
};

/**
 * A negation right before a comparison ("did not exceed 10%", "wasn't above 5%") whose reading
 * kept the comparison as said (`> 10`) rather than its other side (`<= 10`): the rows the question
 * leaves out are the ones answered. Returns the negation and comparison words so read.
 */
export function negatedComparisonsKept(tokens: Token[], intent: Intent): string[] {
  const out: string[] = [];
  const conditions = [...intent.conditions, ...(intent.share?.conditions ?? [])];
  tokens.forEach((token, i) => {
    // "non-catastrophe base rate above $1,500": a prefix negates the word after it, not the comparison.
    if (token.meaning.kind !== 'not' || /^non/.test(token.text)) return;
    let k = i + 1;
    // "didn't have rate impacts above 5%": the figure compared may stand between.
    const between = new Set(['stop', 'copula', 'metric']);
    while (between.has(tokens[k]?.meaning.kind ?? '')) k++;
    const comparison = tokens[k];
    if (comparison?.meaning.kind !== 'comparison') return;
    const number = tokens[k + 1]?.meaning;
    if (number?.kind !== 'number') return;
    const { op } = comparison.meaning;
    const said = (c: (typeof conditions)[number]) =>
      c.op === op &&
      (Math.abs(c.value) === number.value || Math.abs(c.value) === number.value / 100);
    const inverted = (c: (typeof conditions)[number]) => INVERSE[op].includes(c.op);
    // "lines where no filing exceeded 20%": the groups with none, a count of them equal to 0.
    const none = conditions.some((c) => c.measure !== undefined && c.op === '=' && c.value === 0);
    if (conditions.some(said) && !conditions.some(inverted) && !none)
      out.push(`${token.text} ${comparison.text}`);
  });
  return out;
}

/**
 * A number said with a ranking ("top 5", "the 3 highest", "highest 10") that is not the reading's
 * limit: the ranking was kept and its length lost or changed. Returns "<ranking> <number>".
 */
export function rankingLengthNotKept(tokens: Token[], intent: Intent): string[] {
  const out: string[] = [];
  tokens.forEach((token, i) => {
    if (token.meaning.kind !== 'order' || !token.meaning.top) return;
    const before = tokens[i - 1]?.meaning;
    const after = tokens[i + 1]?.meaning;
    const number =
      after?.kind === 'number' && after.unit === undefined && tokens[i + 2]?.meaning.kind !== 'unit'
        ? after
        : before?.kind === 'number' && before.unit === undefined
          ? before
          : undefined;
    if (!number || !Number.isInteger(number.value) || number.value < 1) return;
    // "highest 10%", "top 5 percent": a threshold, not a length.
    if (tokens[i + 2]?.meaning.kind === 'comparison') return;
    if (intent.limit !== number.value) out.push(`${token.text} ${number.value}`);
  });
  return out;
}

/**
 * Groups asked for with a negation ("how many carriers did not have any withdrawn filings",
 * "carriers that filed in Texas but not in Florida") read with the negated value left out of the
 * filings, not of the groups: the answer counts the groups that have some other filing, where the
 * groups that have none of those filings are meant. Found when the reading counts the different
 * values of a dimension, or gives one row per value of the dimension the question opens with and
 * counts filings, and leaves out values of another dimension. Returns the values left out.
 */
export function negatedGroupsReadAsFilings(tokens: Token[], intent: Intent): string[] {
  if (intent.exclusions.size === 0 || !tokens.some((t) => t.meaning.kind === 'not')) return [];
  const distinct = intent.measures.find((m) => m.aggregate === 'distinct')?.dimension;
  const counted =
    intent.measures.length > 0 &&
    intent.measures.every((m) => m.aggregate === 'count' && m.metric === 'filings');
  const grouped =
    counted && intent.groupBy.length === 1 && groupIsSubject(tokens)
      ? intent.groupBy[0]
      : undefined;
  const entity = distinct ?? grouped;
  if (entity === undefined) return [];
  return [...intent.exclusions]
    .filter(([dimension]) => dimension !== entity)
    .map(([dimension, values]) => `${spoken(dimension)} ${values.join(' or ')}`);
}

/**
 * Two sides compared that each name values of two or more dimensions ("Texas homeowners vs
 * California auto", "Harrowgate in Texas compared with Brightwater in Ohio"), read as one filter
 * per dimension holding both sides' values: the rows cross the sides (Texas auto, California
 * homeowners), which no side names. Returns the sides, as written.
 */
export function comparedSidesCrossed(tokens: Token[], intent: Intent): string[] {
  const at = tokens.findIndex((t) => t.meaning.kind === 'compare' && COMPARE_WORD.test(t.text));
  if (at < 0) return [];
  const side = (list: Token[]) =>
    new Map(
      list.flatMap((t) => (t.meaning.kind === 'value' ? [[t.meaning.dimension, t] as const] : [])),
    );
  const left = side(tokens.slice(0, at));
  const right = side(tokens.slice(at + 1));
  const differing = [...left].filter(([dimension, token]) => {
    const other = right.get(dimension);
    if (other?.meaning.kind !== 'value' || token.meaning.kind !== 'value') return false;
    if (other.meaning.value === token.meaning.value) return false;
    const kept = intent.filters.get(dimension) ?? [];
    return kept.includes(token.meaning.value) && kept.includes(other.meaning.value);
  });
  if (differing.length < 2) return [];
  const words = (map: Map<ValueDimension, Token>) =>
    differing.map(([d]) => map.get(d)?.text ?? '').join(' ');
  return [words(left), words(right)];
}

/**
 * A share whose population, named right after the share word ("what proportion of the approved
 * filings came from Harrowgate"), became the part counted while the rest became the population
 * (the share of Harrowgate's filings that were approved). The values between the share word and
 * the noun of the filings name the population; one of them counted only in the part is returned.
 * Quiet on a share per group, whose usual reading is each group's rate.
 */
export function shareSidesSwapped(tokens: Token[], intent: Intent): string[] {
  const share = intent.share;
  // Per group ("the states with the highest share of withdrawn filings") the rate of each group is
  // the usual reading; the swap shows when another value became the population instead.
  if (!share || intent.groupBy.length > 0 || intent.filters.size === 0) return [];
  const at = tokens.findIndex((t) => t.meaning.kind === 'share');
  if (at < 0) return [];
  const out: string[] = [];
  for (let k = at + 1; k < tokens.length; k++) {
    const t = tokens[k];
    if (!t) break;
    const m = t.meaning;
    // The noun closes the population ("of the approved filings"); without it ("proportion
    // approved") the values after the share word are its part.
    if (m.kind === 'metric' && m.metric === 'filings') return out;
    if (m.kind === 'value') {
      const inPart = share.filters.get(m.dimension)?.includes(m.value) ?? false;
      const inPopulation = intent.filters.get(m.dimension)?.includes(m.value) ?? false;
      if (inPart && !inPopulation) out.push(t.text);
      // "Flex Rating filings": a name read with its noun closes the population too.
      if (/\bfilings?$/.test(t.text)) return out;
      continue;
    }
    if (m.kind !== 'stop') return [];
  }
  return [];
}

/**
 * Groups compared with one named group ("which carriers had fewer withdrawals than Harrowgate")
 * read with that group as a filter: the rows keep only the group compared against, so no other
 * group is compared with it. Found when "than" is followed by a value of a dimension the reading
 * groups by and keeps only that value. Returns the value, as written.
 */
export function comparedWithOneGroupKept(tokens: Token[], intent: Intent): string[] {
  const out: string[] = [];
  tokens.forEach((token, i) => {
    if (token.text !== 'than') return;
    let k = i + 1;
    while (tokens[k]?.meaning.kind === 'stop') k++;
    const m = tokens[k]?.meaning;
    if (m?.kind !== 'value') return;
    const kept = intent.filters.get(m.dimension) ?? [];
    const grouped = intent.groupBy.some((d) => d === m.dimension);
    if (grouped && kept.length === 1 && kept[0] === m.value) out.push(tokens[k]?.text ?? m.value);
  });
  return out;
}
