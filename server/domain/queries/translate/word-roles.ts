import { type Meaning, PLACED_PERIOD_KINDS, rankingForSign, type Token } from './meaning.ts';

const TIME = new Set(['year', 'quarter', 'month']);
/** Participles whose "by the <noun>" names who acted. */
const AGENT_VERB =
  /^(withdrawn|disapproved|approved|rejected|filed|submitted|reviewed|handled|made|sent|written|issued)$/;

/**
 * Whether the filings are the subject around a reviewer named at `i` ("Utah filings that had a
 * secondary reviewer"): filings named before it, and no other reviewers or "who" asked for.
 */
function filingsSubject(tokens: readonly Token[], i: number): boolean {
  const asksReviewers = tokens.some(
    (u, k) =>
      k !== i &&
      ((u.meaning.kind === 'dimension' && u.meaning.dimension === 'reviewer') || u.text === 'who'),
  );
  const filingsBefore = tokens
    .slice(0, i)
    .some((u) => u.meaning.kind === 'metric' && u.meaning.metric === 'filings');
  return filingsBefore && !asksReviewers;
}

/** Figures that are levels, not changes: a sign beside one reads its change. */
const LEVEL_FIGURES = new Set(['base_rate', 'written_premium', 'relativity']);

const isChange = (t: Token | undefined): boolean =>
  t?.meaning.kind === 'metric' && t.meaning.metric === 'factor_change' && /^change$/.test(t.text);

/** A relativity said with "change" right after it ("relativity change"). */
const relativityChanged = (tokens: readonly Token[], i: number): boolean => isChange(tokens[i + 1]);

/** A day of the week right after `i`, past "on" and "a" ("fell on a Thursday"). */
const weekdayAhead = (tokens: readonly Token[], i: number): boolean => {
  let k = i + 1;
  while (/^(on|a)$/.test(tokens[k]?.text ?? '')) k++;
  return k > i + 1 && tokens[k]?.meaning.kind === 'weekday';
};

const stop = (t: Token): Token => ({ text: t.text, meaning: { kind: 'stop' } });

/** Kinds that place a period: a year, a month, a quarter, a date, a window, a range word. */
const PERIOD_KINDS = new Set<Meaning['kind']>(PLACED_PERIOD_KINDS);

/** Words before a dimension that ask for one row per value. */
const GROUPING_WORD = /^(by|per|each|every|across|for each|for every)\b/;

/** Verbs whose subject writes objection letters: a reviewer, not the filer. */
const SENDER_VERB =
  /^(sent|send|sends|sending|wrote|write|writes|writing|written|issued|issue|issues|issuing)$/;

const isDisposition = (t: Token | undefined): boolean =>
  t?.meaning.kind === 'dimension' &&
  t.meaning.dimension === 'disposition_status' &&
  /^(disposition|decision)$/.test(t.text);

/**
 * Words whose role is set by the words around them (issue 22, eleventh pass), read before the
 * interpreter and the checks:
 * - "a disposition" / "to disposition" is the event of being decided, not the statuses as a
 *   grouping: "from submission to disposition" is the time to a decision (the days figure names
 *   it), "got a disposition in 2021" dates the decision, "reach a disposition fastest" times it;
 * - "after" right after a base rate or relativity is the figure after the filing, not a period
 *   ("base rates (after) by carrier in 2025");
 * - "any year", "all years", "the month of": a quantifier over the calendar, not a grouping by
 *   year or month;
 * - "some coverage", "any coverage", "at least one coverage" in a count: the filings with one
 *   such coverage, counted once, not one row per coverage (a list keeps its warning: it would
 *   repeat a filing once per coverage);
 * - "withdrawn by the carrier": who acted, not a grouping;
 * - "coverage types": kinds of the noun before, not filing types;
 * - "a secondary reviewer", "the Senior Rate Analyst reviewer": the role or title is a filter;
 * - a sign beside the written premium is the premium's change ("cut written premium the most":
 *   the largest decrease, the most negative change);
 * - "how many Chief Examiners": the people with that title;
 * - "zero" before a value ("zero withdrawals") is "no";
 * - a sign between a figure and a comparison ("the trend falls below -5%") is the threshold's verb;
 * - "not filed by Acme", "leaving Acme out": the negation reaches the values named;
 * - "who ... sent / wrote / issued ... objection letters": the writer of letters is a reviewer.
 */
export function readWordRoles(tokens: readonly Token[]): Token[] {
  const out = [...tokens];
  const namesDimension = out.some((t) => t.meaning.kind === 'dimension');
  const namesLetters = out.some(
    (t) => t.meaning.kind === 'metric' && t.meaning.metric === 'objection_count',
  );
  for (let i = 0; i < out.length; i++) {
    const t = out[i];
    if (t === undefined) continue;
    const m = t.meaning;
    const previous = out[i - 1];
    const next = out[i + 1];
    // "the relativity change" (fifteenth pass): the change is the relativity's own (build-intent-sql.ts reads the level's change), one figure.
    if (m.kind === 'metric' && m.metric === 'relativity' && relativityChanged(out, i)) {
      out[i] = stop(t);
      continue;
    }
    // "auto filings not filed by Acme", "not written by Acme" (fifteenth pass): the negation
    // reaches the agent named after the verb ("by" only joins them), and the verb is kept after it
    // (it may set the date basis: "not submitted by Acme in 2024").
    const agent = out[i + 3];
    if (
      m.kind === 'not' &&
      next &&
      AGENT_VERB.test(next.text) &&
      out[i + 2]?.text === 'by' &&
      agent?.meaning.kind === 'value'
    ) {
      out.splice(i + 1, 3, agent, next);
      continue;
    }
    // "leaving Acme out, how many ...", "leaving out Acme": the values between are left out.
    if (t.text === 'leaving' && next?.meaning.kind === 'value') {
      let k = i + 1;
      while (out[k]?.meaning.kind === 'value') k++;
      if (out[k]?.text === 'out') {
        out[i] = { text: t.text, meaning: { kind: 'not' } };
        out[k] = stop(out[k] as Token);
        continue;
      }
    }
    // "the frequency trend falls below -5%", "rate impact drops under 2" (fifteenth pass): the
    // verb of the threshold on the figure before it, not a direction of the rate change. Not
    // after a level ("the base rate went up over 30%"), where the sign says its change is meant.
    if (
      m.kind === 'sign' &&
      next?.meaning.kind === 'comparison' &&
      previous?.meaning.kind === 'metric' &&
      !LEVEL_FIGURES.has(previous.meaning.metric)
    ) {
      out[i] = stop(t);
      continue;
    }
    // "dispositions that fell on Thursdays" (seventeenth pass): a verb of falling before a day of
    // the week says when, not a rate decrease.
    if (m.kind === 'sign' && weekdayAhead(out, i)) {
      out[i] = stop(t);
      continue;
    }
    // "got a decision in the past six months": the decision, a set phrase, dated by the period.
    if (
      m.kind === 'stop' &&
      /^(decision|disposition)$/.test(t.text) &&
      /^(a|the)$/.test(previous?.text ?? '') &&
      PERIOD_KINDS.has(
        out.slice(i + 1).find((u) => u.meaning.kind !== 'stop')?.meaning.kind ?? 'stop',
      )
    ) {
      out[i] = { text: t.text, meaning: { kind: 'date-field', field: 'disposition_date' } };
      continue;
    }
    if (isDisposition(t) && !GROUPING_WORD.test(previous?.text ?? '')) {
      const event = /^(a|an|to|any)$/.test(previous?.text ?? '');
      if (!event) continue;
      // "from submission to disposition": the span the days figure measures.
      const from = out[i - 3];
      const start = out[i - 2];
      if (
        previous?.text === 'to' &&
        from?.text === 'from' &&
        /^(submission|submittal|filing|submitted|filed)$/.test(start?.text ?? '')
      ) {
        out[i - 3] = stop(from);
        out[i - 2] = stop(start as Token);
        out[i - 1] = stop(previous);
        out[i] = stop(t);
        continue;
      }
      // "got a disposition in the first half of 2019" (nineteenth pass): the period may come
      // after filler ("in the").
      const after = out.slice(i + 1).find((u) => u.meaning.kind !== 'stop');
      const dated = [next, out[i + 2], after].some(
        (u) => u !== undefined && PERIOD_KINDS.has(u.meaning.kind) && u.text !== 'and',
      );
      out[i] = dated
        ? { text: t.text, meaning: { kind: 'date-field', field: 'disposition_date' } }
        : stop(t);
      continue;
    }
    if (
      m.kind === 'dimension' &&
      /^types?$/.test(t.text) &&
      previous?.meaning.kind === 'dimension' &&
      previous.meaning.dimension !== m.dimension
    ) {
      // "coverage types", "line types": kinds of the noun before, not filing types.
      out[i] = stop(t);
      continue;
    }
    if (
      m.kind === 'dimension' &&
      m.dimension === 'reviewer' &&
      m.singular &&
      previous?.meaning.kind === 'value' &&
      (previous.meaning.dimension === 'role' || previous.meaning.dimension === 'reviewer_title') &&
      !GROUPING_WORD.test(out[i - 2]?.text ?? '') &&
      filingsSubject(out, i)
    ) {
      // "filings that had a secondary reviewer": the role is a filter, no reviewer grouping.
      out[i] = stop(t);
      continue;
    }
    if (
      m.kind === 'range' &&
      m.word === 'after' &&
      previous?.meaning.kind === 'metric' &&
      ['base_rate', 'relativity'].includes(previous.meaning.metric)
    ) {
      out[i] = stop(t);
      continue;
    }
    if (
      m.kind === 'dimension' &&
      ['year', 'month'].includes(m.dimension) &&
      /^(any|all)$/.test(previous?.text ?? '')
    ) {
      // "across all years", "all years combined", "(any year)".
      out[i] = stop(t);
      if (out[i - 2]?.text === 'across') out[i - 2] = stop(out[i - 2] as Token);
      continue;
    }
    if (
      m.kind === 'dimension' &&
      m.dimension === 'month' &&
      next?.text === 'of' &&
      out[i + 2]?.meaning.kind === 'month' &&
      out[i + 3]?.meaning.kind !== 'year'
    ) {
      out[i] = stop(t);
      continue;
    }
    if (m.kind === 'dimension' && m.singular && !TIME.has(m.dimension)) {
      const some = /^(some|any)$/.test(previous?.text ?? '');
      const atLeastOne =
        /^(one|1)$/.test(previous?.text ?? '') && /^at least$/.test(out[i - 2]?.text ?? '');
      const named = next?.meaning.kind === 'value' && next.meaning.dimension === m.dimension;
      const counted = out.some((u) => u.meaning.kind === 'count');
      if ((some || atLeastOne) && !named && counted) {
        out[i] = stop(t);
        if (atLeastOne) {
          out[i - 1] = stop(previous as Token);
          out[i - 2] = stop(out[i - 2] as Token);
        }
        continue;
      }
    }
    if (
      m.kind === 'dimension' &&
      m.singular &&
      previous?.text === 'the' &&
      out[i - 2]?.text === 'by' &&
      !TIME.has(m.dimension) &&
      (out[i - 3]?.meaning.kind === 'value' || AGENT_VERB.test(out[i - 3]?.text ?? ''))
    ) {
      // "withdrawn by the carrier", "reviewed by the department": who did it, not a grouping.
      out[i] = stop(t);
      continue;
    }
    if (
      m.kind === 'number' &&
      m.value === 0 &&
      /^(zero|no)$/.test(t.text) &&
      next?.meaning.kind === 'value'
    ) {
      out[i] = { text: t.text, meaning: { kind: 'not' } };
      continue;
    }
    if (m.kind === 'metric' && /^written_premium(_change)?$/.test(m.metric)) {
      // "the largest written premium decrease", "cut written premium the most": the premium's
      // change, the largest decrease the most negative change.
      const signAt = [i + 1, i - 1].find((k) => out[k]?.meaning.kind === 'sign');
      const sign = signAt === undefined ? undefined : out[signAt];
      const orderAt = out.findIndex((u) => u.meaning.kind === 'order' && u.meaning.top);
      const order = out[orderAt];
      if (
        signAt !== undefined &&
        sign?.meaning.kind === 'sign' &&
        order?.meaning.kind === 'order'
      ) {
        out[i] = { text: t.text, meaning: { kind: 'metric', metric: 'written_premium_change' } };
        out[orderAt] = rankingForSign(order.text, order.meaning, sign.meaning.sign);
        out[signAt] = stop(sign);
        // "cut written premium the most": ranked as "the largest written premium cut".
        if (orderAt > i) {
          const [moved] = out.splice(orderAt, 1);
          if (moved) out.splice(i, 0, moved);
          i++;
        }
      }
      continue;
    }
    if (
      m.kind === 'value' &&
      m.dimension === 'reviewer_title' &&
      /s$/.test(t.text) &&
      previous?.meaning.kind === 'count' &&
      !out.some((u) => u.meaning.kind === 'metric' || u.meaning.kind === 'dimension')
    ) {
      // "how many Filings Reviewers does Florida have": the people with that title.
      out.splice(i + 1, 0, {
        text: t.text,
        meaning: { kind: 'dimension', dimension: 'reviewer', singular: false },
      });
      continue;
    }
    if (
      m.kind === 'which' &&
      t.text === 'who' &&
      !namesDimension &&
      namesLetters &&
      out.slice(i + 1).some((u) => SENDER_VERB.test(u.text))
    ) {
      out[i] = {
        text: t.text,
        meaning: { kind: 'dimension', dimension: 'reviewer', singular: true },
      };
    }
  }
  return out;
}
