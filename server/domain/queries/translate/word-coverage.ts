import type { Intent } from './intent.ts';
import type { Dimension, Token } from './meaning.ts';
import { namedByValue } from './named-by-value.ts';

/**
 * Structural word coverage (issue 22, eighth pass). The lexicon places many words as "stop" words,
 * which the interpreter then skips; some of them carry meaning ("per", "each", "first", "both",
 * "than", "only"). This check does not trust the interpreter: every stop word of a question is
 * either filler, from the reviewed list below, or a content word with a named condition on the
 * reading (the intent the SQL is written from) that says when it is reflected. A content word
 * that is not reflected is returned, for a warning that names it.
 */

/**
 * Words that carry no meaning in a question about rate filings: politeness, pronouns, articles,
 * auxiliaries, verbs of asking and of filing or reviewing (what they say is read from the names
 * and figures next to them), and prepositions whose sense the names around them carry. Reviewed
 * one by one (2026-11-29). `word-coverage.test.ts` fails while a stop word of the lexicon is in
 * neither this list nor CONTENT_STOP_WORDS; at run time, a stop token in neither list is a word
 * that a phrase rule placed inside a figure (figure-phrases.ts), and is not checked here.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  `a about actually affect affected affecting affects also among amongst an and any anything are as
   assigned assume assumed assumes at attract attracted attracts be been being basis break broken
   calculate came can changed come compute could currently data decide decides decision details did
   display do does doing down draw drawing draws drew during end entire everything fetch figures
   filed filing's files find for from generally get gimme give go goes going got had handled has
   have having he her hers hey hi him his how i i'd i've impacted impacting impacts in info
   information insurance is it its ive just kindly know let like list long look looking made mailed
   make makes many me metrics much my name need now numbers of ok okay on ones our out picture
   please plz pls pull quick really received receive recorded regulator report result results return
   review reviewed revise revised revises revising sat saw see seen send sends sent she should show
   so stats statistics still summary table tables take takes taking tell thanks that the their them
   there these they this those thx through throughout to took touch touched touches touching
   trigger triggered triggers typically until us usually value values wait waited waiting want was
   we we've went were weve what's whats where which's whole whose with within worked would write
   writes written wrote yo you you've your w w/ one far all over time within issued across up period
   approval approve approved needed needs needing required requires requiring upon flagged marked
   become becomes became some too include doi dept department staff`
    .split(/\s+/)
    .filter(Boolean)
    // The plan tables named as such: what they hold is read from the figure named beside them.
    .concat(['rating table', 'rating tables', 'rate table', 'rate tables']),
);

/** Whether the reading groups by a dimension (or aggregates over groups, or counts its values). */
function groups(intent: Intent, dimension: Dimension): boolean {
  if (intent.groupBy.includes(dimension)) return true;
  if (intent.measures.some((m) => m.aggregate === 'distinct' && m.dimension === dimension))
    return true;
  return false;
}

const hasFilter = (intent: Intent): boolean =>
  intent.filters.size > 0 ||
  intent.exclusions.size > 0 ||
  intent.conditions.length > 0 ||
  intent.dates.length > 0 ||
  intent.limit !== undefined ||
  intent.share !== undefined;

const severalValues = (intent: Intent): boolean =>
  [...intent.filters.values(), ...intent.exclusions.values()].some((v) => v.length >= 2);

const counts = (intent: Intent): boolean =>
  intent.measures.some(
    (m) => m.aggregate === 'count' || m.aggregate === 'distinct' || m.aggregate === 'share',
  );

/** The next token that is not filler, from index `from` on. */
function nextContent(tokens: Token[], from: number): Token | undefined {
  for (let j = from; j < tokens.length; j++) {
    const t = tokens[j];
    if (!t) continue;
    if (t.meaning.kind === 'stop' && FILLER_WORDS.has(t.text)) continue;
    return t;
  }
  return undefined;
}

type Rule = (intent: Intent, tokens: Token[], i: number) => boolean;

/** A grouping word before a dimension ("per state", "each carrier") asks for one row per value. */
const groupingWord: Rule = (intent, tokens, i) => {
  const next = nextContent(tokens, i + 1);
  // "how many filings each" at the end: one row per value of the plural dimension named.
  if (next === undefined)
    return (
      intent.groupBy.length > 0 ||
      !tokens.some((t) => t.meaning.kind === 'dimension' && !t.meaning.singular)
    );
  if (next.meaning.kind !== 'dimension') return true;
  // "reviewed by reviewers titled Rate Analyst": those reviewers, a filter (named-by-value.ts).
  if (namedByValue(tokens, tokens.indexOf(next))) return true;
  const after = tokens[tokens.indexOf(next) + 1];
  // "the carrier Sentinel": a value of the dimension follows, a filter not a grouping.
  if (after?.meaning.kind === 'value') return true;
  const { dimension } = next.meaning;
  // "filings by carriers other than Brightwater" (agent-exclusion.ts): who made them, some left out.
  if (after?.meaning.kind === 'not' && [...intent.exclusions.keys()].some((d) => d === dimension))
    return true;
  if (groups(intent, dimension)) return true;
  // "by state in Oregon": one value named, so one group, the same figure either way.
  const valueDimension = dimension === 'level' ? 'factor_level' : dimension;
  if (intent.filters.get(valueDimension as never)?.length === 1) return true;
  if (dimension === 'level') return groups(intent, 'level');
  if (intent.over !== undefined) return intent.groupBy.length > 0;
  return false;
};

/**
 * Stop words that carry meaning, each with the condition under which the reading reflects it.
 * The names say what the word does in a question.
 */
export const CONTENT_STOP_WORDS: Readonly<Record<string, Rule>> = {
  // One row per value of the dimension that follows.
  by: groupingWord,
  per: groupingWord,
  each: groupingWord,
  every: groupingWord,
  // A restriction: some filter, condition, period or limit must be there.
  only: (intent) => hasFilter(intent),
  // An ordinal: a limit, an order, or a period ("first six months" reads a limit or a period).
  first: (intent) =>
    intent.limit !== undefined || intent.order !== undefined || intent.dates.length > 0,
  // One filing or one extreme: a limit of one, a maximum or a minimum.
  single: (intent) =>
    intent.limit === 1 ||
    intent.measures.some((m) => m.aggregate === 'max' || m.aggregate === 'min') ||
    intent.order !== undefined,
  // "in both 2022 and 2023": each of them (an intersection), or the two side by side.
  both: (intent) => intent.groupBy.length > 0,
  either: (intent) => severalValues(intent) || intent.groupBy.length > 0,
  // The second half of a comparison: a condition, a comparison of groups, or an order.
  than: (intent) =>
    intent.conditions.length > 0 ||
    (intent.share?.conditions.length ?? 0) > 0 ||
    intent.groupBy.length > 0 ||
    intent.order !== undefined,
  plus: (intent) => severalValues(intent) || intent.conditions.length > 0,
  // "from Ironwood or Red River": values of two dimensions joined by "or", which filters that
  // must all hold (and) do not say.
  or: (intent, tokens, i) => {
    const side = (from: number, step: number): Token | undefined => {
      for (let j = from; j >= 0 && j < tokens.length; j += step) {
        const t = tokens[j];
        if (t?.meaning.kind === 'value') return t;
        if (t?.meaning.kind !== 'stop') return undefined;
      }
      return undefined;
    };
    const left = side(i - 1, -1)?.meaning;
    const right = side(i + 1, 1)?.meaning;
    if (left?.kind !== 'value' || right?.kind !== 'value') return true;
    if (left.dimension === right.dimension) return true;
    const filtered = (m: typeof left) => intent.filters.get(m.dimension)?.includes(m.value);
    return !(filtered(left) && filtered(right));
  },
  // "at least 5% but less than 10%" joins two conditions; "all filings but the withdrawn ones"
  // leaves some out, which a stop word cannot say.
  but: (intent, tokens, i) => {
    const next = nextContent(tokens, i + 1);
    if (next?.meaning.kind === 'comparison' || next?.meaning.kind === 'not') return true;
    // "all filings but the withdrawn ones": read as "except" when the value is left out.
    return (
      next?.meaning.kind === 'value' &&
      (intent.exclusions.get(next.meaning.dimension)?.includes(next.meaning.value) ?? false)
    );
  },
  start: (intent) => intent.dates.length > 0,
  // How often: a count, a share or a ranking.
  frequently: (intent) => counts(intent) || intent.order !== undefined,
  often: (intent) => counts(intent) || intent.order !== undefined,
  commonly: (intent) => counts(intent) || intent.order !== undefined,
  // Words that ask for a breakdown: some grouping.
  breakdown: (intent) => intent.groupBy.length > 0,
  split: (intent) => intent.groupBy.length > 0,
  grouped: (intent) => intent.groupBy.length > 0,
  grouping: (intent) => intent.groupBy.length > 0,
  group: (intent) => intent.groupBy.length > 0,
  'per-state': (intent) => intent.groupBy.includes('state'),
  distribution: (intent) => intent.groupBy.length > 0,
  distributed: (intent) => intent.groupBy.length > 0,
  vary: (intent) => intent.groupBy.length > 0,
  varies: (intent) => intent.groupBy.length > 0,
  varied: (intent) => intent.groupBy.length > 0,
  respectively: (intent) => intent.groupBy.length > 0,
  wise: (intent) => intent.groupBy.length > 0,
  'level-wise': (intent) => intent.groupBy.length > 0,
};

/**
 * The stop words of a question that carry meaning the reading does not reflect, in the question's
 * order ("per" before a dimension nothing is grouped by, "both" with no comparison, "first" with
 * no limit, order or period). `tokens` are the placed phrases before interpretation.
 */
export function unaccountedStopWords(tokens: Token[], intent: Intent): string[] {
  const out: string[] = [];
  tokens.forEach((token, i) => {
    if (token.meaning.kind !== 'stop' || FILLER_WORDS.has(token.text)) return;
    const rule = CONTENT_STOP_WORDS[token.text];
    // A stop word in neither list came from a phrase rule (figure-phrases.ts) that placed it.
    if (!rule) return;
    if (!rule(intent, tokens, i)) out.push(token.text);
  });
  return out.filter((w, k, all) => all.indexOf(w) === k);
}

/** Prepositions after which a word names which filings: "filings from Acme", "in Gotham". */
const VALUE_PREPOSITION = /^(in|for|from|by|of|at|with|without|under|among)$/;

/**
 * Words of the question that no rule placed and that stand where a filter value or a date basis
 * is said (twelfth pass): after a preposition or a negation ("filings from Acme", "excluding
 * umbrella"), before the filings or a dimension ("Acme filings", "Gotham carriers"), or a
 * participle before a period ("renewed in 2024"). Answering without them answers for other filings,
 * so they cap the confidence below the point at which an answer reads as sure (parse-question.ts).
 * `sequence` is the question's words in order, an unplaced word as a string.
 */
export function ignoredWordsThatName(sequence: (Token | string)[]): string[] {
  const out: string[] = [];
  sequence.forEach((word, i) => {
    if (typeof word !== 'string' || FILLER_WORDS.has(word)) return;
    const before = sequence[i - 1];
    const after = sequence[i + 1];
    const afterNext = sequence[i + 2];
    const placed = (w: Token | string | undefined): w is Token =>
      w !== undefined && typeof w !== 'string';
    const valueSlot =
      (placed(before) &&
        ((before.meaning.kind === 'stop' && VALUE_PREPOSITION.test(before.text)) ||
          before.meaning.kind === 'not')) ||
      (placed(after) &&
        ((after.meaning.kind === 'metric' && after.meaning.metric === 'filings') ||
          (after.meaning.kind === 'dimension' && !after.meaning.singular)));
    const basis =
      /ed$/.test(word) &&
      placed(after) &&
      after.meaning.kind === 'stop' &&
      /^(in|during|since|before|after)$/.test(after.text) &&
      placed(afterNext) &&
      (afterNext.meaning.kind === 'year' ||
        afterNext.meaning.kind === 'month' ||
        afterNext.meaning.kind === 'quarter' ||
        afterNext.meaning.kind === 'date');
    if (valueSlot || basis) out.push(word);
  });
  return out;
}
