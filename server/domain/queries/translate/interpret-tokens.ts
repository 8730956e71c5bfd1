import { DEFAULT_DATE_FIELD, isDecidedStatus, statusDateField } from './date-basis.ts';
import { disjointRanges } from './disjoint-periods.ts';
import { filingsAsScope } from './filings-scope.ts';
import {
  type Condition,
  DEFAULT_AGGREGATE,
  emptyIntent,
  type Intent,
  type Measure,
  type Share,
  sameMeasure,
} from './intent.ts';
import {
  type DateField,
  type Dimension,
  FACTOR_LEVEL_SEPARATOR,
  type Meaning,
  type Metric,
  type Token,
  type Unit,
  type ValueDimension,
} from './meaning.ts';
import { namedByValue } from './named-by-value.ts';
import {
  countsLetters,
  LETTER_VERBS,
  readsLetters,
  usesDaysToApproval,
} from './objection-letters.ts';
import { percentAfterValue } from './percent-after-value.ts';
import { countTrailingDimension, groupIsSubject, unionDimensions } from './question-shape.ts';
import {
  at,
  type Cursor,
  isPeriodStart,
  nextDay,
  pushPeriod,
  readPeriod,
  readRolling,
} from './read-periods.ts';
import { negatedTokens } from './reading-checks.ts';
import { sharePartAttribute } from './share-part-after.ts';
import { shareThreshold } from './share-threshold.ts';
import { yearsApart } from './years-apart.ts';

const UNIT_METRIC: Record<Unit, Metric> = {
  '%': 'rate_impact',
  days: 'days_to_approval',
  policyholders: 'policyholders_affected',
  dollars: 'written_premium_change',
  filings: 'filings',
  objections: 'objection_count',
};

const INVERSE: Record<Condition['op'], Condition['op']> = {
  '>': '<=',
  '<': '>=',
  '>=': '<',
  '<=': '>',
  '=': '>',
};

/** The words of the tokens from `from` to the cursor, as written ("more than 20"). */
const spanText = (c: Cursor, from: number): string =>
  c.tokens
    .slice(from, c.i + 1)
    .map((t) => t.text)
    .join(' ');

/**
 * Whether the token at `offset` names the filings: "filings" itself, or a value said with the noun
 * ("Prior Approval filings", "Form filings", placed as one phrase), so a number or count before
 * it counts the filings with that value (fifteenth pass).
 */
export const filingsAt = (c: Cursor, offset = 0): boolean => {
  const token = c.tokens[c.i + offset];
  const m = token?.meaning;
  if (m?.kind === 'metric') return m.metric === 'filings';
  return m?.kind === 'value' && /\bfilings?$/i.test(token?.text ?? '');
};

/** Whether the filings are named between the last count word and the cursor ("how many HO filings ..."). */
function filingsCounted(c: Cursor): boolean {
  for (let k = -1; c.i + k >= 0; k--) {
    if (at(c, k)?.kind === 'count') return false;
    if (filingsAt(c, k)) return true;
  }
  return false;
}

/** What the interpreter made of the question, and the phrases it could not use. */
export type Interpreted = {
  intent: Intent;
  /** Placed phrases the intent does not use (a number with nothing to count, a stray "not"). */
  unused: string[];
  /** An aggregate ("average", "total") with no measure after it: the measure is unknown. */
  missingMeasure: boolean;
  /** Values read as examples of a grouping, not filters ("by approval type (prior approval and so on)"). */
  examples: string[];
  /**
   * Groupings read from a dimension named after a count without "by", "per" or "each" ("how
   * many filings are for programs with ..."): one row per value, or one figure, compete.
   */
  looseGroupings: string[];
  /**
   * Values of one dimension named together ("homeowners and auto") that became one row each:
   * one figure over all of them competes (issue 22, fifth pass).
   */
  valueGroupings: string[];
  /** Two periods joined by "and" without "between", read as the stretch from one to the other. */
  periodSpans: string[];
  /** Comparisons whose figure was not named ("more than 20"): read as a rate impact in percent. */
  guessedMeasures: string[];
  /** Thresholds on each filing of a group that is the subject ("carriers with rate impact above 10%"). */
  groupRows: string[];
  /** A sub-TOI called a line ("PPA line"): read as the sub-TOI, where the whole line competes. */
  subToiLines: string[];
};

const GROUPING_WORDS = /^(by|per|each|every|across|for each|for every|broken out by|split by)$/;
const TIME_ORDER_WORDS = /^(longest|slowest|shortest|fastest|quickest)$/;
const BUSY_WORDS = /^(busiest|most active|most prolific)$/;
const TIME_COMPARISON_WORDS = /^(longer|slower|shorter|faster|quicker|sooner)( than)?$/;
/** Words of speed right after "approved": the approval process timed. */
const SPEED_WORDS =
  /^(the )?(fastest|quickest|slowest|soonest|faster|quicker|slower|sooner)( than)?$/;
const TIME_DIMENSIONS = new Set<Dimension>(['year', 'quarter', 'month']);
/** Figures a group totals when it is the subject of a threshold ("carriers with over 20 letters"). */
const GROUP_TOTALS = new Set<Metric>([
  'objection_count',
  'policyholders_affected',
  'written_premium',
  'written_premium_change',
]);

const OVER = new Set(['avg', 'median', 'max', 'min']);
const isOver = (
  aggregate: Measure['aggregate'] | undefined,
): aggregate is NonNullable<Intent['over']> => aggregate !== undefined && OVER.has(aggregate);

/** Negations that say a value is absent: "with no withdrawals", "without Texas filings". */
const ABSENCE_WORDS = /^(no|without|never|none|zero|w\/o|lacking|lacked|lacks)$/;
/** Words of quantity before a plural sign ("the most rate increases"): a count of such filings. */
const QUANTITY_ORDER_WORDS = /^(most|the most|fewest|least|the least)$/;
/** A value that qualifies a dimension rather than being one of its values: "secondary reviewer". */
const QUALIFIES: Partial<Record<ValueDimension, Dimension>> = {
  role: 'reviewer',
  reviewer_title: 'reviewer',
};
/** Verbs and prepositions after which an objection noun means "at least one": "filings with objections". */
const HAS_WORDS =
  /^(with|had|has|have|drew|draw|draws|drawing|received|receive|receives|receiving|got|get|gets|getting|attracted|triggered|were|was)$/;

/** Figures that count things, so that "zero" of them is a condition: none at all. */
const COUNTED_FIGURES = new Set<Metric>(['objection_count', 'policyholders_affected']);
const isCountedFigure = (m: Meaning | undefined): boolean =>
  m?.kind === 'metric' && COUNTED_FIGURES.has(m.metric);

const isPeriodMeaning = (m: Meaning | undefined): boolean =>
  m?.kind === 'date' ||
  m?.kind === 'month' ||
  m?.kind === 'year' ||
  m?.kind === 'quarter' ||
  m?.kind === 'number';

/**
 * Rewrites placed phrases whose meaning depends on their neighbours, before interpretation:
 * values given as examples of a grouping are set aside, "first five" is a limit, "disapproval
 * rate" is a share, "from 2025-01-01 on" is open-ended; and notes the dimensions written after a
 * grouping word ("by", "per", "each"), which group even when values follow.
 */
function rewrite(input: Token[]): { tokens: Token[]; examples: string[]; grouping: Set<Token> } {
  const tokens = [...input];
  const examples: string[] = [];
  const grouping = new Set<Token>();
  const isJoin = (t: Token | undefined) =>
    t !== undefined &&
    ((t.meaning.kind === 'range' && t.meaning.word === 'and') ||
      (t.meaning.kind === 'stop' && /^(or|and|,)$/.test(t.text)));
  for (let i = 0; i < tokens.length; i++) {
    let t = tokens[i];
    if (!t) continue;
    const before = tokens[i - 1];
    if (
      t.meaning.kind === 'stop' &&
      t.text === 'one' &&
      (before?.meaning.kind === 'comparison' ||
        (tokens[i + 1]?.meaning.kind === 'comparison' && /^or /.test(tokens[i + 1]?.text ?? '')))
    ) {
      // "at least one objection", "one or more objection letters": the number 1.
      t = { ...t, meaning: { kind: 'number', value: 1 } };
      tokens[i] = t;
    }
    const m = t.meaning;
    const compared = tokens[i + 1];
    if (
      m.kind === 'stop' &&
      t.text === 'but' &&
      tokens.slice(0, i).some((x) => x.meaning.kind === 'stop' && /^(all|every)$/.test(x.text)) &&
      tokens.slice(i + 1).find((x) => x.meaning.kind !== 'stop')?.meaning.kind === 'value'
    ) {
      // "all filings but the withdrawn ones", "every state but Utah": except.
      tokens[i] = { ...t, meaning: { kind: 'not' } };
      i--;
      continue;
    }
    let afterPair = i + 2;
    while (tokens[afterPair]?.meaning.kind === 'stop' && tokens[afterPair]?.text === 'by')
      afterPair++;
    const comparisonNext = tokens[afterPair]?.meaning.kind === 'comparison';
    if (
      comparisonNext &&
      m.kind === 'stop' &&
      /^(changed|change|changes|changing|moved|shifted)$/.test(t.text) &&
      compared?.meaning.kind === 'metric' &&
      compared.meaning.metric === 'written_premium'
    ) {
      // "changed written premium by more than $5 million": by how much it changed.
      tokens.splice(i, 2, {
        text: `${t.text} ${compared.text}`,
        meaning: { kind: 'metric', metric: 'written_premium_change' },
      });
      continue;
    }
    if (
      comparisonNext &&
      ((m.kind === 'sign' &&
        compared?.meaning.kind === 'metric' &&
        compared.meaning.metric === 'written_premium') ||
        (m.kind === 'metric' &&
          m.metric === 'written_premium' &&
          compared?.meaning.kind === 'sign' &&
          !/^rate /.test(compared.text)))
    ) {
      // "raised written premium by more than $2 million", "written premium fell by over 1M": the
      // change of the premium; a decrease stays before it, for the threshold to read below zero.
      const sign = m.kind === 'sign' ? t : compared;
      const premium = m.kind === 'metric' ? t : compared;
      const change: Token = {
        text: premium?.text ?? 'written premium',
        meaning: { kind: 'metric', metric: 'written_premium_change' },
      };
      if (sign?.meaning.kind === 'sign' && sign.meaning.sign === 'decrease')
        tokens.splice(i, 2, sign, change);
      else tokens.splice(i, 2, { ...change, text: `${t.text} ${compared?.text ?? ''}` });
      i += sign?.meaning.kind === 'sign' && sign.meaning.sign === 'decrease' ? 1 : 0;
      continue;
    }
    const tail = tokens[i + 2];
    if (
      m.kind === 'number' &&
      compared?.meaning.kind === 'range' &&
      compared.meaning.word === 'and' &&
      /^(to|-)$/.test(compared.text) &&
      tail?.meaning.kind === 'number'
    ) {
      // "a rate impact of 5 to 10 percent": between the two numbers, after a figure.
      let j = i - 1;
      while (tokens[j]?.meaning.kind === 'stop' && /^(of|a|an|the)$/.test(tokens[j]?.text ?? ''))
        j--;
      const figure = tokens[j]?.meaning;
      const counted = tokens[i + 3]?.meaning;
      if (
        (figure?.kind === 'metric' && figure.metric !== 'filings') ||
        (counted?.kind === 'metric' && COUNTED_FIGURES.has(counted.metric))
      ) {
        tokens.splice(i, 0, { text: 'between', meaning: { kind: 'range', word: 'between' } });
        i++;
        continue;
      }
    }
    if (
      m.kind === 'not' &&
      compared?.meaning.kind === 'sign' &&
      /^(negative|positive)$/.test(compared.text)
    ) {
      // "the indicated change wasn't negative": the figure's sign, the other way round.
      tokens.splice(i, 2, { text: `not ${compared.text}`, meaning: compared.meaning });
      i--;
      continue;
    }
    if (
      m.kind === 'not' &&
      compared?.meaning.kind === 'comparison' &&
      compared.meaning.op !== '=' &&
      tokens[i + 2]?.meaning.kind === 'number'
    ) {
      // "no higher than 2%", "not above 10 percent": one comparison, the other way round.
      tokens.splice(i, 2, {
        text: `${t.text} ${compared.text}`,
        meaning: { kind: 'comparison', op: INVERSE[compared.meaning.op] },
      });
      i--;
      continue;
    }
    if (
      m.kind === 'number' &&
      m.value === 0 &&
      before?.meaning.kind !== 'comparison' &&
      isCountedFigure(tokens[i + 1]?.meaning)
    ) {
      // "had zero objection letters", "zero policyholders affected": exactly none.
      tokens.splice(i, 0, { text: t.text, meaning: { kind: 'comparison', op: '=' } });
      i++;
      continue;
    }
    if (
      m.kind === 'metric' &&
      m.metric === 'objection_count' &&
      !['comparison', 'number', 'per-filing'].includes(tokens[i + 1]?.meaning.kind ?? '') &&
      // "objection counts above 5": the count compared, not "with objections".
      !(tokens[i + 1]?.meaning.kind === 'count' && tokens[i + 2]?.meaning.kind === 'comparison')
    ) {
      // "filings with objections", "that drew an objection", "got objected to": at least one.
      let j = i - 1;
      // "got a second-round objection letter" (twenty-first pass): the round names which letter.
      while (
        j >= 0 &&
        ((tokens[j]?.meaning.kind === 'stop' && /^(an|a|any|some)$/.test(tokens[j]?.text ?? '')) ||
          tokens[j]?.meaning.kind === 'letter-round')
      )
        j--;
      const verb = tokens[j];
      // "withdrawn after a second-round letter": the filings had one.
      const after =
        verb?.meaning.kind === 'range' &&
        verb.text === 'after' &&
        /^an?$/.test(tokens[j + 1]?.text ?? '');
      if (
        verb &&
        (((verb.meaning.kind === 'stop' || verb.meaning.kind === 'copula') &&
          HAS_WORDS.test(verb.text)) ||
          after)
      ) {
        tokens.splice(
          i,
          1,
          { text: verb.text, meaning: { kind: 'comparison', op: '>' } },
          { text: '0', meaning: { kind: 'number', value: 0 } },
          t,
        );
        i += 2;
        continue;
      }
    }
    if (m.kind === 'stop' && /^(among|amongst|across)$/.test(t.text)) {
      // "the most negative rate impact among homeowners filings": the filings are the scope.
      let k = i + 1;
      while (tokens[k]?.meaning.kind === 'value') k++;
      const noun = tokens[k];
      if (k > i + 1 && noun?.meaning.kind === 'metric' && noun.meaning.metric === 'filings')
        tokens[k] = { ...noun, meaning: { kind: 'stop' } };
    }
    if (m.kind === 'not') {
      // "never took effect", "did not end up taking effect": the rates did not take effect.
      let k = i + 1;
      while (k < tokens.length && ['stop', 'copula'].includes(tokens[k]?.meaning.kind ?? '')) k++;
      const effect = tokens[k];
      if (effect?.meaning.kind === 'date-field' && /effect/.test(effect.text)) {
        const text = tokens
          .slice(i, k + 1)
          .map((x) => x.text)
          .join(' ');
        tokens.splice(i, k - i + 1, {
          text,
          meaning: { kind: 'value', dimension: 'took_effect', value: 'false' },
        });
        continue;
      }
    }
    if (
      m.kind === 'share' &&
      tokens[i - 1]?.text === 'a' &&
      tokens[i - 2]?.text === 'as' &&
      i > 2 &&
      // "Brightwater filings, as a percentage, cut rates": an aside, not "as a percent of ...".
      (tokens[i + 1] === undefined || tokens[i + 1]?.text === 'of') &&
      // "proportion of HO filings with objections, as a percentage": the share is already asked.
      !tokens.slice(0, i - 2).some((x) => x.meaning.kind === 'share')
    ) {
      // "prior approval as a percent of all auto filings": the part before is the part counted.
      const part = tokens.slice(0, i - 2);
      const whole = tokens.slice(i + 1);
      tokens.splice(
        0,
        tokens.length,
        t,
        ...whole,
        { text: 'were', meaning: { kind: 'copula' } },
        ...part,
      );
      i = 0;
      continue;
    }
    if (m.kind === 'examples') {
      // Values of a dimension named before the marker are examples of it, not filters.
      const grouped = (d: string) =>
        tokens.slice(0, i).some((x) => x.meaning.kind === 'dimension' && x.meaning.dimension === d);
      const step = m.trailing ? -1 : 1;
      let j = i + step;
      const run: number[] = [];
      while (j >= 0 && j < tokens.length) {
        const x = tokens[j];
        if (x?.meaning.kind === 'value' && grouped(x.meaning.dimension)) run.push(j);
        else if (!isJoin(x)) break;
        j += step;
      }
      if (run.length > 0) {
        for (const k of run) examples.push(tokens[k]?.text ?? '');
        const drop = new Set([...run, i]);
        const lo = Math.min(...drop);
        const hi = Math.max(...drop);
        tokens.splice(lo, hi - lo + 1);
        i = lo - 1;
      } else tokens[i] = { ...t, meaning: { kind: 'stop' } };
      continue;
    }
    const next = tokens[i + 1];
    if (m.kind === 'count' && next?.meaning.kind === 'unit' && next.meaning.unit === '%') {
      // "how many percent were decreases", "what number in %": a count asked in percent is a share.
      tokens.splice(i, 2, { text: `${t.text} ${next.text}`, meaning: { kind: 'share' } });
      continue;
    }
    if (
      m.kind === 'dimension' &&
      m.singular &&
      /^(a|an|some|any)$/.test(tokens[i - 1]?.text ?? '') &&
      tokens[i - 1]?.meaning.kind === 'stop' &&
      HAS_WORDS.test(tokens[i - 2]?.text ?? '') &&
      next?.meaning.kind === 'stop' &&
      /^(whose|where)$/.test(next.text) &&
      // Its own figure, not an aggregate ("a product whose average rate impact": per product).
      tokens[i + 2]?.meaning.kind === 'metric'
    ) {
      // "filings that have a coverage whose frequency trend is below -5%" (sixteenth pass): a row
      // said to exist, qualified by its figure, is no grouping; the figure's condition says it.
      tokens[i] = { text: t.text, meaning: { kind: 'stop' } };
      continue;
    }
    if (
      m.kind === 'dimension' &&
      m.singular &&
      /^(a|an|some|any)$/.test(tokens[i - 1]?.text ?? '') &&
      tokens[i - 1]?.meaning.kind === 'stop' &&
      /^(where|when|that|which)$/.test(tokens[i - 2]?.text ?? '') &&
      next?.meaning.kind === 'metric' &&
      tokens[i + 2]?.meaning.kind === 'comparison'
    ) {
      // "count filings where a company reported expense ratio > 35" (seventeenth pass): the same
      // row said to exist, its figure's threshold right after it.
      tokens[i] = { text: t.text, meaning: { kind: 'stop' } };
      continue;
    }
    if (
      m.kind === 'dimension' &&
      m.dimension === 'rate_change_type' &&
      m.singular &&
      next?.meaning.kind === 'sign'
    ) {
      // "filings with rate change type Decrease" (sixteenth pass): the column named before the
      // value it holds is no grouping; the sign says the value.
      tokens[i] = { text: t.text, meaning: { kind: 'stop' } };
      continue;
    }
    if (
      m.kind === 'unit' &&
      m.unit === '%' &&
      tokens[i - 1]?.meaning.kind !== 'number' &&
      tokens[i - 1]?.meaning.kind !== 'comparison' &&
      (next?.meaning.kind === 'value' ||
        next?.meaning.kind === 'sign' ||
        percentAfterValue(tokens, i)) &&
      !tokens.some((x) => x.meaning.kind === 'share')
    ) {
      // "2025 submissions: % withdrawn" (sixteenth pass): a percent sign with no number before
      // it, said of a status or sign, asks for the share that has it; so does one after a value
      // that closes the question or its grouping ("Prior Approval % per carrier", seventeenth pass).
      tokens[i] = { text: t.text, meaning: { kind: 'share' } };
      continue;
    }
    if (
      m.kind === 'number' &&
      next?.meaning.kind === 'comparison' &&
      /^(or|and) /.test(next.text)
    ) {
      // "5 or more objections": the comparison reads before its number.
      tokens[i] = next;
      tokens[i + 1] = t;
      i++;
      continue;
    }
    const after = tokens[i + 2];
    if (
      m.kind === 'number' &&
      (next?.meaning.kind === 'unit' ||
        (next?.meaning.kind === 'metric' &&
          (next.meaning.metric === 'filings' || COUNTED_FIGURES.has(next.meaning.metric))) ||
        // "in five states or more": distinct values counted (distinctCounted).
        (next?.meaning.kind === 'dimension' &&
          !next.meaning.singular &&
          !TIME_DIMENSIONS.has(next.meaning.dimension))) &&
      after?.meaning.kind === 'comparison' &&
      /^(or|and) /.test(after.text)
    ) {
      // "8% or higher", "twenty filings or more", "2 objection letters or fewer": the comparison
      // reads before the number.
      tokens[i] = after;
      tokens[i + 1] = t;
      tokens[i + 2] = next;
      i += 2;
      continue;
    }
    const span = tokens[i + 2]?.meaning;
    const count = next?.meaning.kind === 'number' ? next.meaning.value : 0;
    let yearAt = i + 3;
    while (tokens[yearAt]?.meaning.kind === 'stop' && /^(of|in)$/.test(tokens[yearAt]?.text ?? ''))
      yearAt++;
    const year = tokens[yearAt]?.meaning;
    const months =
      span?.kind === 'dimension' && span.dimension === 'month'
        ? count
        : span?.kind === 'dimension' && span.dimension === 'quarter'
          ? count * 3
          : 0;
    const opening = (m.kind === 'stop' && t.text === 'first') || m.kind === 'last';
    if (
      opening &&
      months >= 1 &&
      months <= 12 &&
      Number.isInteger(months) &&
      year?.kind === 'year'
    ) {
      // "the first six months of 2024", "the last two quarters of 2023": a stretch of that year.
      const first = m.kind === 'last' ? 13 - months : 1;
      const last = m.kind === 'last' ? 12 : months;
      const month = (n: number, text: string): Token => ({
        text,
        meaning: { kind: 'month', month: n },
      });
      tokens.splice(
        i,
        yearAt - i + 1,
        month(first, `${t.text} ${next?.text ?? ''}`),
        { text: 'to', meaning: { kind: 'range', word: 'and' } },
        month(last, tokens[i + 2]?.text ?? ''),
        tokens[yearAt] as Token,
      );
      i += 3;
      continue;
    }
    if (m.kind === 'stop' && t.text === 'first' && next?.meaning.kind === 'number') {
      // "first five", "the first 10": a limit.
      tokens[i] = { ...t, meaning: { kind: 'order', direction: 'desc', top: false } };
    } else if (
      m.kind === 'value' &&
      m.dimension === 'disposition_status' &&
      next?.meaning.kind === 'metric' &&
      /^(rate|ratio)$/.test(next.text) &&
      tokens[i + 2]?.meaning.kind !== 'comparison'
    ) {
      // "disapproval rate", "withdrawal rate": the share of filings with the status.
      tokens.splice(i, 2, { text: `${t.text} ${next.text}`, meaning: { kind: 'share' } }, t);
      i++;
    } else if (
      m.kind === 'metric' &&
      m.metric === 'objection_count' &&
      /^objections?$/.test(t.text) &&
      next?.meaning.kind === 'metric' &&
      /^(rate|ratio)$/.test(next.text) &&
      tokens[i + 2]?.meaning.kind !== 'comparison'
    ) {
      // "objection rate by approval type" (sixteenth pass): like "disapproval rate", the share of
      // filings with what is named, here at least one objection letter.
      tokens.splice(
        i,
        2,
        { text: `${t.text} ${next.text}`, meaning: { kind: 'share' } },
        { text: 'filings', meaning: { kind: 'metric', metric: 'filings' } },
        // As "filings with objections" reads (above): more than none.
        { text: 'with', meaning: { kind: 'comparison', op: '>' } },
        { text: '0', meaning: { kind: 'number', value: 0 } },
        t,
      );
      i += 4;
    } else if (
      m.kind === 'stop' &&
      t.text === 'approval' &&
      next?.meaning.kind === 'metric' &&
      /^(rate|ratio)$/.test(next.text) &&
      tokens[i + 2]?.meaning.kind !== 'comparison'
    ) {
      // "approval rate": the share of filings approved, not the rate impact.
      tokens.splice(
        i,
        2,
        { text: `${t.text} ${next.text}`, meaning: { kind: 'share' } },
        {
          text: t.text,
          meaning: { kind: 'value', dimension: 'disposition_status', value: 'Approved' },
        },
      );
      i++;
    } else if (m.kind === 'stop' && /^(on|onward|onwards)$/.test(t.text) && i > 0) {
      // "from 2025-01-01 on": from then on.
      let j = i - 1;
      while (j > 0 && isPeriodMeaning(tokens[j]?.meaning)) j--;
      const from = tokens[j];
      if (
        j < i - 1 &&
        from?.meaning.kind === 'range' &&
        (from.text === 'from' || from.meaning.word === 'since')
      )
        tokens[i] = { ...t, meaning: { kind: 'range', word: 'later' } };
    } else if (
      m.kind === 'dimension' &&
      m.singular &&
      tokens[i - 1]?.text === 'any' &&
      tokens.some((x) => x.meaning.kind === 'order') &&
      !tokens.some((x) => x.meaning.kind === 'aggregate')
    ) {
      // "the highest rate impact any carrier filed": over all filings, not one row per carrier.
      tokens[i] = { ...t, meaning: { kind: 'stop' } };
    } else if (namedByValue(tokens, i)) {
      // "reviewed by reviewers titled Rate Analyst": the value names them; no grouping.
      tokens[i] = { ...t, meaning: { kind: 'stop' } };
    } else if (m.kind === 'dimension') {
      let j = i - 1;
      while (j >= 0) {
        const x = tokens[j];
        if (x?.meaning.kind === 'stop' && GROUPING_WORDS.test(x.text)) {
          grouping.add(t);
          break;
        }
        // "by line and status": the second dimension of a grouping is a grouping too.
        if (x && x.meaning.kind === 'dimension' && grouping.has(x) && j < i - 1) {
          grouping.add(t);
          break;
        }
        const skip =
          (x?.meaning.kind === 'stop' && /^(the|of|for|and)$/.test(x.text)) ||
          (x?.meaning.kind === 'range' && x.meaning.word === 'and') ||
          (x?.meaning.kind === 'value' && QUALIFIES[x.meaning.dimension] === m.dimension) ||
          // "for each of the last 3 years": the span of the window is a grouping too.
          (TIME_DIMENSIONS.has(m.dimension) &&
            (x?.meaning.kind === 'last' || x?.meaning.kind === 'number'));
        if (!skip) break;
        j--;
      }
    }
  }
  countTrailingDimension(tokens, grouping);
  return { tokens, examples, grouping };
}

type Comparison = {
  op: Condition['op'];
  value: number;
  unit?: Unit;
  upper?: number;
  /** A measure named after the number ("more than 90 days to approval"). */
  metric?: Metric;
  /** Distinct values counted after the number ("in at least five different states"). */
  dimension?: Dimension;
};

/**
 * "in at least five (different) states", "6 or more carriers": a plural grouping noun after a
 * threshold's number counts that dimension's distinct values, when the question is about another
 * grouping (the groups that have so many). Moves the cursor past the noun.
 */
function distinctCounted(c: Cursor): Dimension | undefined {
  let j = 1;
  if (at(c, j)?.kind === 'distinct') j++;
  const noun = at(c, j);
  if (noun?.kind !== 'dimension' || noun.singular || TIME_DIMENSIONS.has(noun.dimension))
    return undefined;
  const other = c.tokens.some(
    (t) =>
      t.meaning.kind === 'dimension' &&
      t.meaning.dimension !== noun.dimension &&
      !TIME_DIMENSIONS.has(t.meaning.dimension),
  );
  if (!other) return undefined;
  c.i += j;
  return noun.dimension;
}

/** A comparison seen from the other side of zero: "a decrease of more than 5" is "below -5". */
const MIRROR: Record<Condition['op'], Condition['op']> = {
  '>': '<',
  '>=': '<=',
  '<': '>',
  '<=': '>=',
  '=': '=',
};

/** Figures that are changes (in percent, or dollars), which a decrease word turns negative. */
const PERCENT_CHANGES = new Set<Metric>([
  'rate_impact',
  'written_premium_change',
  'indicated_change',
  'factor_change',
  'level_change',
  'base_rate_change',
]);

/**
 * Whether a decrease word comes right before the comparison at `from` ("rate decreases larger
 * than", "dropped more than"), or before the figure it names ("cut rates by more than").
 */
function decreaseBefore(tokens: Token[], from: number): boolean {
  const isDecrease = (t: Token | undefined) =>
    t?.meaning.kind === 'sign' && t.meaning.sign === 'decrease';
  const before = tokens[from - 1];
  if (isDecrease(before)) return true;
  return before?.meaning.kind === 'metric' && isDecrease(tokens[from - 2]);
}

/** Reads "<comparison> <number> [unit]" or "between <number> [unit] and <number> [unit]". */
function readComparison(c: Cursor): Comparison | undefined {
  const op = at(c);
  if (op?.kind === 'range' && op.word === 'between') {
    const low = at(c, 1);
    let j = 2;
    if (at(c, j)?.kind === 'unit') j++;
    const and = at(c, j);
    const high = at(c, j + 1);
    if (
      low?.kind !== 'number' ||
      and?.kind !== 'range' ||
      and.word !== 'and' ||
      high?.kind !== 'number'
    )
      return undefined;
    c.i += j + 1;
    const unit = readUnit(c);
    return { op: '>=', value: low.value, upper: high.value, ...(unit ? { unit } : {}) };
  }
  const number = at(c, 1);
  if (op?.kind !== 'comparison' || number?.kind !== 'number') return undefined;
  c.i += 1;
  if (at(c, 1)?.kind === 'weeks') {
    // "less than 2 weeks to approve": days, seven to a week.
    c.i++;
    if (isDaysMetric(at(c, 1))) c.i++;
    return { op: op.op, value: number.value * 7, unit: 'days' };
  }
  const dimension = distinctCounted(c);
  if (dimension) return { op: op.op, value: number.value, dimension };
  const unit = readUnit(c);
  const named = at(c, 1);
  if (!unit && named?.kind === 'metric' && named.metric !== 'filings') {
    c.i++;
    return { op: op.op, value: number.value, metric: named.metric };
  }
  // "more than 10 billion dollars of written premium": the dollars are the metric named after.
  if (
    unit === 'dollars' &&
    named?.kind === 'metric' &&
    (named.metric === 'written_premium' || named.metric === 'written_premium_change')
  ) {
    c.i++;
    return { op: op.op, value: number.value, metric: named.metric };
  }
  return { op: op.op, value: number.value, ...(unit ? { unit } : {}) };
}

/** A value as an analyst writes it: "04.0 Homeowners" is "Homeowners". */
const spokenValue = (value: string): string =>
  value.replace(/^[\d.]+\s+/, '').replace(FACTOR_LEVEL_SEPARATOR, ' ');

const isDaysMetric = (m: Meaning | undefined): boolean =>
  m?.kind === 'metric' && m.metric === 'days_to_approval';

/** The unit after the number at the cursor, moving past it when there is one. */
function readUnit(c: Cursor): Unit | undefined {
  const after = at(c, 1);
  // "at least three withdrawals": filings with that status, counted (the status stays a filter).
  if (after?.kind === 'value' && after.dimension === 'disposition_status') return 'filings';
  // "at least 10 personal auto filings": the values name the filings counted (they stay filters).
  let j = 1;
  while (at(c, j)?.kind === 'value' && !filingsAt(c, j)) j++;
  if (filingsAt(c, j) && (j > 1 || at(c, j)?.kind === 'value')) return 'filings';
  let unit: Unit | undefined;
  if (after?.kind === 'unit') unit = after.unit;
  if (after?.kind === 'metric') {
    if (after.metric === 'filings') unit = 'filings';
    if (after.metric === 'objection_count') unit = 'objections';
    if (after.metric === 'policyholders_affected') unit = 'policyholders';
  }
  if (unit) c.i++;
  // "more than 90 days to approval": the metric named after the unit is the unit's own.
  const next = at(c, 1);
  if (unit && next?.kind === 'metric' && next.metric === UNIT_METRIC[unit]) c.i++;
  return unit;
}

/**
 * A figure in dollars or a ratio whose threshold is said in percent is its change (twenty-second
 * pass: "changed base rates by more than 30%", "relativities up over 10%"), when the comparison
 * is on the rows themselves.
 */
const CHANGE_IN_PERCENT: Partial<Record<Metric, Metric>> = {
  base_rate: 'base_rate_change',
  relativity: 'level_change',
};

function conditionsOf(named: Metric, cmp: Comparison, measure?: Measure): Condition[] {
  const change = cmp.unit === '%' && !measure ? CHANGE_IN_PERCENT[named] : undefined;
  const metric = change ?? named;
  const base = measure ? { measure } : {};
  if (cmp.upper === undefined) return [{ metric, op: cmp.op, value: cmp.value, ...base }];
  return [
    { metric, op: '>=', value: Math.min(cmp.value, cmp.upper), ...base },
    { metric, op: '<=', value: Math.max(cmp.value, cmp.upper), ...base },
  ];
}

/** Turns placed phrases into an intent: measures, groupings, filters, dates, order and limit. */
/**
 * "wind/hail indication", "the indicated change for bodily injury": with a coverage of the
 * supplemental metrics named, the indication is the coverage's own (supplemental_metrics), not the
 * filing's overall indicated change (issue 22, seventh pass).
 */
function coverageIndication(intent: Intent): void {
  const coverage =
    intent.filters.has('coverage') ||
    intent.exclusions.has('coverage') ||
    intent.groupBy.includes('coverage');
  const metrics = [
    ...intent.measures.map((m) => m.metric),
    ...intent.conditions.map((x) => x.metric),
  ];
  if (!coverage || metrics.some((m) => m === 'base_rate' || m === 'base_rate_change')) return;
  for (const m of intent.measures) if (m.metric === 'indicated_change') m.metric = 'indication';
  for (const x of intent.conditions) {
    if (x.metric === 'indicated_change' && !x.against) x.metric = 'indication';
    if (x.measure?.metric === 'indicated_change') x.measure.metric = 'indication';
  }
  if (intent.order?.measure?.metric === 'indicated_change')
    intent.order.measure.metric = 'indication';
  if (intent.order?.metric === 'indicated_change') intent.order.metric = 'indication';
}

export function interpretTokens(tokens: Token[]): Intent {
  return interpretQuestion(tokens).intent;
}

/** interpretTokens, with what it could not use. */
export function interpretQuestion(tokens: Token[]): Interpreted {
  const intent: Intent = emptyIntent();
  const unused: string[] = [];
  const looseGroupings: string[] = [];
  // A date named outright ("submitted in 2024") wins over one implied by a status ("approved in").
  let namedDateField: DateField | undefined;
  let impliedDateField: DateField | undefined;
  const isAnd = (t: Token | undefined) => t?.meaning.kind === 'range' && t.meaning.word === 'and';
  const isValue = (t: Token | undefined) => t?.meaning.kind === 'value';
  const { tokens: rewritten, examples, grouping } = rewrite(tokens);
  const negationReach = negatedTokens(rewritten);
  const unions = unionDimensions(rewritten);
  const valueGroupings: string[] = [];
  const periodSpans: string[] = [];
  const guessedMeasures: string[] = [];
  /** A sub-TOI named with "line" after it ("PPA line"): the whole line competes. */
  const subToiLines: string[] = [];
  let recency: { direction: 'asc' | 'desc'; text: string } | undefined;
  /** "approvals" named: a status, or the approval process a time figure measures. */
  let processWord = false;
  let negateWord = '';
  /** "haven't had any disapprovals", "don't write homeowners in any filing": none at all. */
  const negatedAny = rewritten.some(
    (t, i) => t.meaning.kind === 'not' && rewritten.slice(i + 1).some((u) => u.text === 'any'),
  );
  /** An aggregate of the groups' counts ("average number of filings per carrier"). */
  let over: { aggregate: NonNullable<Intent['over']>; text: string } | undefined;
  /** Values named after "no", "without", "never": absent from each group, or left out. */
  const absent: { dimension: ValueDimension; value: string }[] = [];
  // "CA and TX": a list of values, not a range.
  const { tokens: kept, threshold: shareAbove } = shareThreshold(
    rewritten
      .filter((t) => t.meaning.kind !== 'stop')
      .filter((t, i, all) => !(isAnd(t) && isValue(all[i - 1]) && isValue(all[i + 1]))),
  );
  // "Harrowgate share of 2025 submissions": the values right before the share word are its part,
  // read as if said after it ("share of 2025 submissions that are Harrowgate's").
  originBeforeValue(kept);
  partBeforeShare(kept);
  // In a share, what follows "were"/"are" after the share word is the part counted.
  const shareAt = kept.findIndex((t) => t.meaning.kind === 'share');
  const copulaAt =
    shareAt < 0 ? -1 : kept.findIndex((t, i) => i > shareAt && t.meaning.kind === 'copula');
  const c: Cursor = { tokens: [], i: 0 };
  let numeratorFrom = Number.POSITIVE_INFINITY;
  kept.forEach((t, i) => {
    if (i === copulaAt) numeratorFrom = c.tokens.length;
    if (t.meaning.kind !== 'copula') c.tokens.push(t);
  });
  const share: Share | undefined =
    shareAt >= 0 ? { filters: new Map(), conditions: [] } : undefined;
  const inNumerator = () => share !== undefined && c.i >= numeratorFrom;
  const subjectGroup = groupIsSubject(c.tokens);
  /**
   * "carriers with more than 20 objection letters", "states with over 5 million policyholders
   * affected": with a group as the subject and no filings named before, a figure that adds up is
   * each group's total.
   */
  const groupTotal = (metric: Metric): Measure | undefined =>
    subjectGroup &&
    GROUP_TOTALS.has(metric) &&
    !share &&
    !c.tokens
      .slice(0, c.i)
      .some((t) => t.meaning.kind === 'metric' && t.meaning.metric === 'filings')
      ? { aggregate: 'sum', metric }
      : undefined;
  /**
   * "carriers with rate impact above 10%": each carrier's filings above 10% are counted, but the
   * carriers whose average is above 10% compete (issue 22's first example).
   */
  const groupRows: string[] = [];
  const noteGroupRows = (metric: Metric, phrase: string) => {
    const filingsBefore = c.tokens
      .slice(0, c.i)
      .some((t) => t.meaning.kind === 'metric' && t.meaning.metric === 'filings');
    if (subjectGroup && !filingsBefore && !share && metric !== 'filings') groupRows.push(phrase);
  };
  let aggregate: Measure['aggregate'] | undefined;
  let order: { direction: 'asc' | 'desc'; top: boolean } | undefined;
  let orderMetric: Measure | undefined;
  /** The ordering figure's aggregate was named ("highest average ..."), not its default. */
  let orderAggregateNamed = false;
  let singular = false;
  let which = false;
  let compare = false;
  let negate = false;
  let ever = false;
  let filingNoun: 'one' | 'many' | undefined;
  let rangeWord: 'since' | 'after' | 'before' | 'until' | 'between' | undefined;
  let missingMeasure = false;
  let lastPeriodEnd = -10;
  let rangeText = '';
  let who = false;
  let orderText = '';
  /** The figure named last, to which a trailing "on average" or "in total" applies. */
  let lastFigure: 'measure' | 'condition' | 'order' | undefined;
  const addMeasure = (m: Measure) => {
    if (!intent.measures.some((x) => sameMeasure(x, m))) intent.measures.push(m);
    lastFigure = 'measure';
  };
  const addCondition = (condition: Condition) => {
    if (inNumerator() && !condition.measure && share) share.conditions.push(condition);
    else intent.conditions.push(condition);
    lastFigure = 'condition';
  };
  /** "how long does each reviewer take on average", "lines that take over 50 days on average". */
  const applyTrailingAggregate = (agg: Measure['aggregate']): boolean => {
    if (agg === 'count' || agg === 'distinct' || agg === 'share') return false;
    const lastCondition = intent.conditions.at(-1);
    if (lastFigure === 'condition' && lastCondition?.measure?.aggregate === 'sum') {
      // "states with over 5 million policyholders affected combined": already each group's total.
      lastCondition.measure = { aggregate: agg, metric: lastCondition.measure.metric };
      return true;
    }
    if (lastFigure === 'condition') {
      const rows = intent.conditions.filter((x) => !x.measure && x.metric !== 'filings');
      const last = rows.at(-1);
      if (!last || intent.groupBy.length === 0) return false;
      for (const x of rows)
        if (x.metric === last.metric) x.measure = { aggregate: agg, metric: x.metric };
      return true;
    }
    // "the most filings in total": a number of filings is a total already.
    if (lastFigure === 'order' && orderMetric?.metric === 'filings' && agg === 'sum') return true;
    if (lastFigure === 'order' && orderMetric && orderMetric.metric !== 'filings') {
      orderMetric = { aggregate: agg, metric: orderMetric.metric };
      return true;
    }
    const last = intent.measures.at(-1);
    // "how many filings in total": the count is the total already.
    if (lastFigure === 'measure' && last?.aggregate === 'count' && agg === 'sum') return true;
    if (lastFigure === 'measure' && last?.aggregate === 'count' && isOver(agg)) {
      // "how many filings per state on average": each state's count, then their average.
      over = { aggregate: agg, text: text() };
      return true;
    }
    if (
      lastFigure === 'measure' &&
      last &&
      last.metric !== 'filings' &&
      last.metric !== 'reviews'
    ) {
      intent.measures[intent.measures.length - 1] = { aggregate: agg, metric: last.metric };
      return true;
    }
    return false;
  };
  const addValue = (dimension: ValueDimension, value: string) => {
    if (negate && (ABSENCE_WORDS.test(negateWord) || negatedAny) && !inNumerator()) {
      // "carriers with no withdrawals": decided once the grouping is known.
      absent.push({ dimension, value });
      return;
    }
    const target = negate
      ? intent.exclusions
      : inNumerator() && share
        ? share.filters
        : intent.filters;
    const values = target.get(dimension) ?? [];
    if (!values.includes(value)) values.push(value);
    target.set(dimension, values);
  };
  const text = () => c.tokens[c.i]?.text ?? '';
  /**
   * "rate decreases larger than 5%", "cut rates by more than 3%": a decrease word before a
   * comparison (at `comparisonAt`) with a positive percent is a figure below its negative. The
   * sign's own "below 0" is implied by "below -5", and kept for "decreases smaller than 2%".
   */
  const lowered = (metric: Metric, cmp: Comparison, comparisonAt: number): Comparison => {
    if (cmp.upper !== undefined || cmp.value <= 0 || !PERCENT_CHANGES.has(metric)) return cmp;
    if (!decreaseBefore(c.tokens, comparisonAt)) return cmp;
    intent.conditions = intent.conditions.filter(
      (x) => !(x.metric === metric && !x.measure && x.op === '<' && x.value === 0),
    );
    const read: Comparison = { ...cmp, op: MIRROR[cmp.op], value: -cmp.value };
    if (read.op === '>' || read.op === '>=') addCondition({ metric, op: '<', value: 0 });
    return read;
  };
  /** Reads the objection letters themselves when the question asks for them; the result. */
  const finish = (): Interpreted => {
    const letters = countsLetters(intent);
    // "dated 2024" with no objection letters counted: a filing's date.
    if (intent.dateField === 'objection_date' && !letters)
      intent.dateField = impliedDateField ?? DEFAULT_DATE_FIELD;
    // "objection letters sent in 2024": the letters' own date.
    // "objection letters in 2023", "YTD objection letters" (eleventh pass): letters counted in a
    // period are dated by their own date unless another date is named or implied.
    const sent = tokens.some((t) => LETTER_VERBS.test(t.text));
    if (!namedDateField && intent.dates.length > 0 && letters && (sent || !impliedDateField))
      intent.dateField = 'objection_date';
    // "approved homeowners filings in 2024": a decision with a period, dated by the decision.
    const decided = (intent.filters.get('disposition_status') ?? []).some(isDecidedStatus);
    if (intent.dateField === DEFAULT_DATE_FIELD && !namedDateField && !impliedDateField)
      if (decided && intent.dates.length > 0) intent.dateField = 'disposition_date';
    // "slowest state for approvals": the approval process the figure measures, not a status.
    if (processWord && usesDaysToApproval(intent)) {
      const statuses = (intent.filters.get('disposition_status') ?? []).filter(
        (v) => v !== 'Approved',
      );
      if (statuses.length > 0) intent.filters.set('disposition_status', statuses);
      else intent.filters.delete('disposition_status');
    }
    if (readsLetters(tokens, intent)) intent.letters = true;
    coverageIndication(intent);
    if (over) {
      const counts = intent.measures.length === 1 && intent.measures[0]?.aggregate === 'count';
      if (intent.groupBy.length > 0 && counts && !intent.order) intent.over = over.aggregate;
      else unused.push(over.text);
    }
    return {
      intent,
      unused,
      missingMeasure,
      examples,
      looseGroupings,
      valueGroupings,
      periodSpans,
      guessedMeasures,
      groupRows: intent.groupBy.length > 0 ? groupRows : [],
      subToiLines,
    };
  };
  for (; c.i < c.tokens.length; c.i++) {
    const m = at(c);
    if (!m) break;
    const previous = at(c, -1);
    if (
      negate &&
      m.kind !== 'value' &&
      m.kind !== 'not' &&
      !(m.kind === 'dimension' && at(c, 1)?.kind === 'value') &&
      // "not under file and use", "excluding ones with objections": the comparison is negated.
      m.kind !== 'comparison'
    ) {
      if (m.kind !== 'metric' && m.kind !== 'sign') {
        unused.push('not');
        negate = false;
      }
    }
    if (m.kind === 'count') {
      if (!aggregate || aggregate === 'count' || aggregate === 'sum') aggregate = 'count';
      const next = at(c, 1);
      const after = at(c, 2);
      if (next?.kind === 'comparison') {
        // "the filing count is above 14": a condition on each group's count.
        c.i++;
        const cmp = readComparison(c);
        const rowMetric = cmp?.metric ?? (cmp?.unit ? UNIT_METRIC[cmp.unit] : undefined);
        if (cmp && rowMetric && rowMetric !== 'filings') {
          // "how many had one or more objection letters": a count of the filings that do.
          for (const condition of conditionsOf(rowMetric, cmp)) addCondition(condition);
          addMeasure({ aggregate: 'count', metric: 'filings' });
          aggregate = undefined;
          continue;
        }
        if (cmp) {
          const measure: Measure = { aggregate: 'count', metric: 'filings' };
          for (const condition of conditionsOf('filings', cmp, measure))
            intent.conditions.push(condition);
          aggregate = undefined;
          continue;
        }
        c.i--;
      }
      if (/times/.test(text())) {
        // "how many times was a reviewer assigned": occurrences, not distinct reviewers.
      } else if (
        next?.kind === 'dimension' &&
        !['year', 'quarter', 'month'].includes(next.dimension) &&
        !grouping.has(c.tokens[c.i + 1] as Token)
      ) {
        addMeasure({ aggregate: 'distinct', metric: 'filings', dimension: next.dimension });
        aggregate = undefined;
        c.i++;
      } else if (next?.kind === 'distinct' && after?.kind === 'dimension') {
        addMeasure({ aggregate: 'distinct', metric: 'filings', dimension: after.dimension });
        aggregate = undefined;
        c.i += 2;
      } else {
        // "how many Texas reviewers", "count of GA DOI reviewers" (fifteenth pass): names between
        // the count and a plural grouping noun qualify what is counted; they stay filters.
        // Not a role or title of the noun ("secondary reviewers": the assignments, read below).
        // "number of distinct Brightwater products" (sixteenth pass): a "distinct" word before the
        // names says the same; it is read with the count.
        const distinctFirst = next?.kind === 'distinct';
        const first = distinctFirst ? 2 : 1;
        let j = first;
        let qualifies = false;
        for (let v = at(c, j); v?.kind === 'value'; v = at(c, ++j))
          if (QUALIFIES[v.dimension]) qualifies = true;
        const noun = at(c, j);
        if (
          j > first &&
          !qualifies &&
          noun?.kind === 'dimension' &&
          !noun.singular &&
          !TIME_DIMENSIONS.has(noun.dimension) &&
          !grouping.has(c.tokens[c.i + j] as Token)
        ) {
          addMeasure({ aggregate: 'distinct', metric: 'filings', dimension: noun.dimension });
          aggregate = undefined;
          const counted = c.tokens[c.i + j] as Token;
          c.tokens[c.i + j] = { text: counted.text, meaning: { kind: 'stop' } };
          if (distinctFirst) {
            const word = c.tokens[c.i + 1] as Token;
            c.tokens[c.i + 1] = { text: word.text, meaning: { kind: 'stop' } };
          }
        }
      }
    } else if (m.kind === 'distinct') {
      const next = at(c, 1);
      if (next?.kind === 'dimension') {
        addMeasure({ aggregate: 'distinct', metric: 'filings', dimension: next.dimension });
        aggregate = undefined;
        c.i++;
      } else unused.push(text());
    } else if (m.kind === 'aggregate') {
      const next = at(c, 1);
      const figureAhead =
        next !== undefined &&
        ['metric', 'comparison', 'sign', 'count', 'distinct', 'per-filing', 'aggregate'].includes(
          next.kind,
        );
      const betweenAhead = next?.kind === 'range' && at(c, 2)?.kind === 'number';
      if (!figureAhead && !betweenAhead && !aggregate && applyTrailingAggregate(m.aggregate))
        continue;
      // "more than 40 days on average to get approved": the figure after restates the condition's.
      const restated = intent.conditions.filter((x) => !x.measure).at(-1);
      if (
        next?.kind === 'metric' &&
        lastFigure === 'condition' &&
        restated?.metric === next.metric &&
        !aggregate &&
        applyTrailingAggregate(m.aggregate)
      ) {
        c.i++;
        continue;
      }
      // "median overall rate change": the specific aggregate named first stays.
      if (aggregate && aggregate !== 'count' && m.aggregate === 'sum') continue;
      // "how many ... were disapproved overall", "how many in total": the count is the total.
      if (aggregate === 'count' && m.aggregate === 'sum' && !figureAhead) continue;
      aggregate = m.aggregate;
      // "average homeowners rate increase": values may stand between the aggregate and the sign.
      let signAt = 1;
      while (at(c, signAt)?.kind === 'value') signAt++;
      const sign = at(c, signAt);
      const signToken = c.tokens[c.i + signAt];
      if (
        (m.aggregate === 'avg' || m.aggregate === 'median' || m.aggregate === 'weighted') &&
        sign?.kind === 'sign' &&
        signToken
      ) {
        // "average rate increase": the average rate change, not an average over increases.
        c.tokens[c.i + signAt] = {
          ...signToken,
          meaning: { kind: 'metric', metric: 'rate_impact' },
        };
        continue;
      }
      if ((m.aggregate === 'max' || m.aggregate === 'min') && sign?.kind === 'sign' && signToken) {
        // "max rate increase": the largest rate impact, not a filter on increases.
        const up = sign.sign === 'increase';
        const extreme = (m.aggregate === 'max') === up ? 'max' : 'min';
        if (signAt > 1) {
          // "max auto rate decrease": the values are read first, then the figure.
          aggregate = extreme;
          c.tokens[c.i + signAt] = {
            ...signToken,
            meaning: { kind: 'metric', metric: 'rate_impact' },
          };
          continue;
        }
        addMeasure({ aggregate: extreme, metric: 'rate_impact' });
        aggregate = undefined;
        c.i++;
        continue;
      }
      if (
        at(c, 1)?.kind === 'comparison' ||
        (at(c, 1)?.kind === 'range' && at(c, 2)?.kind === 'number')
      ) {
        // "carriers averaging more than 8%": a condition on each group's average.
        c.i++;
        const from = c.i;
        const cmp = readComparison(c);
        if (cmp) {
          const metric = cmp.metric ?? (cmp.unit ? UNIT_METRIC[cmp.unit] : 'rate_impact');
          if (!cmp.metric && !cmp.unit) guessedMeasures.push(spanText(c, from));
          const measure: Measure = { aggregate: m.aggregate, metric };
          for (const condition of conditionsOf(metric, cmp, measure))
            intent.conditions.push(condition);
          aggregate = undefined;
        } else c.i--;
      }
    } else if (m.kind === 'metric') {
      const next = at(c, 1);
      if (
        m.metric === 'factor_change' &&
        !c.tokens.some(
          (t) =>
            // A level is named with its factor ("Symbols 33+", fifteenth pass).
            (t.meaning.kind === 'value' &&
              (t.meaning.dimension === 'factor' || t.meaning.dimension === 'factor_level')) ||
            (t.meaning.kind === 'dimension' && t.meaning.dimension === 'factor'),
        )
      ) {
        // "change" with no rating factor named: not a figure the translator knows.
        unused.push(text());
        continue;
      }
      if (m.metric === 'reviews') {
        if (!aggregate || aggregate === 'count' || aggregate === 'sum') {
          addMeasure({ aggregate: 'count', metric: 'reviews' });
          aggregate = undefined;
        }
        continue;
      }
      if (m.metric === 'filings') {
        // "submissions in the last 18 months": the submitted date.
        if (/^submission/.test(text())) impliedDateField ??= 'submitted_date';
        if (which && previous?.kind === 'which') filingNoun = text() === 'filing' ? 'one' : 'many';
        else if (!filingsAsScope(c)) filingNoun ??= text() === 'filing' ? 'one' : 'many';
        if (aggregate === 'count') {
          addMeasure({ aggregate: 'count', metric: 'filings' });
          aggregate = undefined;
        } else if (isOver(aggregate) && previous?.kind === 'count') {
          // "average number of filings per carrier": each carrier's count, then their average.
          over = { aggregate, text: spanText(c, c.i - 2) };
          addMeasure({ aggregate: 'count', metric: 'filings' });
          aggregate = undefined;
        } else if (
          order &&
          !orderMetric &&
          previous?.kind === 'order' &&
          // "top filing by written premium": the figure after it ranks the filings.
          !(next?.kind === 'metric' && next.metric !== 'filings')
        ) {
          orderMetric = { aggregate: 'count', metric: 'filings' };
          lastFigure = 'order';
        } else if (aggregate) aggregate = undefined;
        // "excluding filings with objections", "other than filings in Texas": the negation
        // carries over the filings to the condition or the value after them.
        if (negate && next?.kind !== 'comparison' && next?.kind !== 'value') {
          unused.push('not');
          negate = false;
        }
        continue;
      }
      if (negate && m.metric === 'objection_count') {
        // "without objections", "no objection letters".
        addCondition({ metric: 'objection_count', op: '=', value: 0 });
        negate = false;
        continue;
      }
      negate = false;
      if (next?.kind === 'metric' && next.metric === 'filings' && at(c, 2)?.kind === 'comparison')
        continue;
      // "the longest ... took to get approved": the figure the order word already implied.
      if (lastFigure === 'order' && orderMetric?.metric === m.metric && !aggregate) continue;
      // "prior approval rate filings": "rate" describes the filings; which ones is not clear.
      if (
        m.metric === 'rate_impact' &&
        /^rates?$/.test(text()) &&
        next?.kind === 'metric' &&
        next.metric === 'filings' &&
        (!aggregate || aggregate === 'count') &&
        !order
      ) {
        unused.push(text());
        continue;
      }
      // "rates went up", "rates go down": the sign after it says what is asked.
      if (
        m.metric === 'rate_impact' &&
        /^rates?$/.test(text()) &&
        next?.kind === 'sign' &&
        previous?.kind !== 'order'
      ) {
        if (!aggregate || aggregate === 'count') continue;
        // "mean rate increase": the aggregate's figure is the rate change; the sign names it.
        c.i++;
      }
      if (next?.kind === 'per-filing') {
        if (!aggregate || aggregate === 'count' || aggregate === 'sum') aggregate = 'avg';
        c.i++;
      }
      if (at(c, 1)?.kind === 'unit' && (at(c, 1) as { unit: Unit }).unit === 'dollars') c.i++;
      const following = at(c, 1);
      const other = at(c, 2);
      if (
        following?.kind === 'comparison' &&
        other?.kind === 'metric' &&
        other.metric !== 'filings' &&
        other.metric !== m.metric &&
        !aggregate
      ) {
        // "filings whose indicated change exceeds the rate impact": two figures of each filing.
        addCondition({ metric: m.metric, op: following.op, value: 0, against: other.metric });
        lastFigure = 'condition';
        c.i += 2;
        continue;
      }
      if (
        following?.kind === 'comparison' ||
        (following?.kind === 'range' && following.word === 'between' && at(c, 2)?.kind === 'number')
      ) {
        const from = c.i;
        c.i++;
        const cmp = readComparison(c);
        if (cmp) {
          const measure =
            aggregate && aggregate !== 'count'
              ? { aggregate, metric: m.metric }
              : groupTotal(m.metric);
          const read = measure ? cmp : lowered(m.metric, cmp, from + 1);
          for (const condition of conditionsOf(m.metric, read, measure)) {
            if (measure) intent.conditions.push(condition);
            else addCondition(condition);
          }
          if (!measure) noteGroupRows(m.metric, spanText(c, from));
          lastFigure = 'condition';
          // "how many prior approval filings had a rate impact above 10%": a count asked before
          // the condition (its noun inside a value's name) still counts the filings that meet it.
          if (aggregate !== 'count') aggregate = undefined;
          continue;
        }
        c.i--;
      }
      const after = c.tokens[c.i + 1];
      if (
        after?.meaning.kind === 'sign' &&
        /^(not )?(negative|positive)$/.test(after.text) &&
        m.metric !== 'rate_impact' &&
        !order
      ) {
        // "lines whose total written premium change is negative": the figure's own sign;
        // "wasn't negative": zero or above.
        const pending = aggregate && aggregate !== 'count' ? aggregate : undefined;
        const up = after.meaning.sign === 'increase';
        const not = after.text.startsWith('not ');
        const condition: Condition = {
          metric: m.metric,
          op: not ? (up ? '<=' : '>=') : up ? '>' : '<',
          value: 0,
          ...(pending ? { measure: { aggregate: pending, metric: m.metric } } : {}),
        };
        if (condition.measure) intent.conditions.push(condition);
        else addCondition(condition);
        lastFigure = 'condition';
        aggregate = undefined;
        c.i++;
        continue;
      }
      if (at(c, 1)?.kind === 'sign' && (previous?.kind === 'order' || order)) c.i++;
      const measure: Measure = {
        aggregate: aggregate && aggregate !== 'count' ? aggregate : DEFAULT_AGGREGATE[m.metric],
        metric: m.metric,
      };
      if (order && !orderMetric) {
        orderMetric = measure;
        orderAggregateNamed = Boolean(aggregate && aggregate !== 'count');
        lastFigure = 'order';
      } else addMeasure(measure);
      aggregate = undefined;
    } else if (
      m.kind === 'comparison' ||
      (m.kind === 'range' && m.word === 'between' && at(c, 1)?.kind === 'number')
    ) {
      const from = c.i;
      const cmp = readComparison(c);
      if (cmp?.dimension) {
        // "carriers that filed in at least five states": the groups with that many of them.
        const measure: Measure = {
          aggregate: 'distinct',
          metric: 'filings',
          dimension: cmp.dimension,
        };
        for (const condition of conditionsOf('filings', cmp, measure))
          intent.conditions.push(condition);
        lastFigure = 'condition';
        negate = false;
      } else if (cmp) {
        // "carriers whose count of withdrawn filings is at least 3": the count named before.
        const countedBefore =
          !cmp.metric &&
          !cmp.unit &&
          previous?.kind === 'metric' &&
          previous.metric === 'filings' &&
          intent.measures.some((x) => x.aggregate === 'count' && x.metric === 'filings');
        const metric =
          cmp.metric ??
          (cmp.unit ? UNIT_METRIC[cmp.unit] : countedBefore ? 'filings' : 'rate_impact');
        if (!cmp.metric && !cmp.unit && !countedBefore) guessedMeasures.push(spanText(c, from));
        const pending = aggregate && aggregate !== 'count' ? aggregate : undefined;
        const measure: Measure | undefined =
          metric === 'filings'
            ? { aggregate: 'count', metric }
            : pending
              ? { aggregate: pending, metric }
              : negate
                ? undefined
                : groupTotal(metric);
        const read = negate || measure ? cmp : lowered(metric, cmp, from);
        for (const condition of conditionsOf(metric, read, measure)) {
          if (measure) intent.conditions.push(condition);
          else addCondition(negate ? { ...condition, op: INVERSE[condition.op] } : condition);
        }
        if (!measure) noteGroupRows(metric, spanText(c, from));
        lastFigure = 'condition';
        negate = false;
        if (pending) aggregate = undefined;
      } else if (m.kind === 'comparison') {
        const next = at(c, 1);
        const dateAhead =
          next?.kind === 'last' ||
          next?.kind === 'relative' ||
          next?.kind === 'to-date' ||
          isPeriodStart(next, at(c, 2));
        const valuesNamed = c.tokens.filter((t) => t.meaning.kind === 'value').length;
        if (!dateAhead && valuesNamed >= 2) {
          // "who filed more, A or B", "are A decided faster than B": a comparison of the values.
          compare = true;
          if (
            TIME_COMPARISON_WORDS.test(text()) &&
            !c.tokens.some((t) => t.meaning.kind === 'metric' && t.meaning.metric !== 'filings')
          )
            addMeasure({ aggregate: 'avg', metric: 'days_to_approval' });
        } else if (!dateAhead && c.tokens.filter((t) => t.meaning.kind === 'year').length >= 2) {
          // "were there more filings in 2024 than in 2023": the years compared.
          compare = true;
        } else if (
          !dateAhead &&
          // "above the state average": a figure compared with a group's average, not read.
          (next?.kind !== 'dimension' || at(c, 2)?.kind === 'aggregate')
        ) {
          // "companies under Harrowgate", "filings within Texas": belonging to a value.
          if (!(/^(under|within)$/.test(text()) && next?.kind === 'value')) unused.push(text());
        }
      }
    } else if (m.kind === 'number' && !isPeriodStart(m, at(c, 1))) {
      // A day before a month ("15 June 2025") is read with the periods below.
      let ahead = 1;
      // "which four Texas filings", "the 7 personal auto filings": names between the number and
      // what it counts (tenth pass).
      while (
        at(c, ahead)?.kind === 'value' &&
        !filingsAt(c, ahead) &&
        at(c, ahead + 1)?.kind !== undefined
      )
        ahead++;
      // "the four Prior Approval filings": the last name is said with the noun it counts.
      const withNoun = at(c, ahead)?.kind === 'value' && filingsAt(c, ahead);
      const counted: Meaning | undefined = withNoun
        ? { kind: 'metric', metric: 'filings' }
        : at(c, ahead);
      // "which three HO carriers": names between the number and the plural noun it counts.
      const countsGroups =
        counted?.kind === 'dimension' &&
        !counted.singular &&
        !['year', 'quarter', 'month'].includes(counted.dimension);
      const next =
        (ahead > 1 || withNoun) &&
        ((counted?.kind === 'metric' && counted.metric === 'filings') || countsGroups)
          ? counted
          : at(c, 1);
      if (previous?.kind === 'order' || next?.kind === 'order' || next?.kind === 'recent')
        intent.limit = m.value;
      else if (
        Number.isInteger(m.value) &&
        m.value > 0 &&
        m.value <= 1000 &&
        ((next?.kind === 'dimension' && !['year', 'quarter', 'month'].includes(next.dimension)) ||
          (next?.kind === 'metric' && next.metric === 'filings'))
      ) {
        // "which five states ...", "the 3 carriers with the most filings", "list 20 filings".
        intent.limit = m.value;
      } else if (
        Number.isInteger(m.value) &&
        m.value > 0 &&
        m.value <= 1000 &&
        intent.limit === undefined &&
        next === undefined &&
        c.tokens.some((t) => t.meaning.kind === 'order' && t.meaning.top)
      ) {
        // "which filings raised it the most? List seven.": a number closing a ranked question
        // is how many rows it asks for.
        intent.limit = m.value;
      } else unused.push(text());
    } else if (m.kind === 'dimension') {
      const next = at(c, 1);
      // "per year", "each state": the grouping word is part of the phrase.
      const byWord =
        grouping.has(c.tokens[c.i] as Token) || /^(per|each|every|by|for each)\b/.test(text());
      if (next?.kind === 'value' && next.dimension === m.dimension) continue;
      const second = at(c, 2);
      if (
        !byWord &&
        next?.kind === 'not' &&
        second?.kind === 'value' &&
        second.dimension === m.dimension
      )
        continue;
      // "the reviewer was secondary", "count of secondary reviewers": the value qualifies it.
      const qualifiedAfter = next?.kind === 'value' && QUALIFIES[next.dimension] === m.dimension;
      const qualifiedBefore =
        previous?.kind === 'value' &&
        QUALIFIES[previous.dimension] === m.dimension &&
        (aggregate === 'count' || previous.dimension === 'reviewer_title');
      // "count of FL reviewers whose title is Filings Reviewer": a title is the reviewer's own,
      // so the reviewers are counted, not their assignments (a role is the assignment's).
      const titledCount =
        aggregate === 'count' &&
        m.dimension === 'reviewer' &&
        ((qualifiedAfter && next?.kind === 'value' && next.dimension === 'reviewer_title') ||
          (qualifiedBefore &&
            previous?.kind === 'value' &&
            previous.dimension === 'reviewer_title'));
      if (!byWord && titledCount) {
        addMeasure({ aggregate: 'distinct', metric: 'filings', dimension: 'reviewer' });
        aggregate = undefined;
        continue;
      }
      // "which reviewers titled Senior Rate Analyst reviewed ...", "which senior rate analysts
      // reviewed ..." (twenty-first pass): the reviewers asked for, one row each.
      const asked =
        m.dimension === 'reviewer' &&
        aggregate === undefined &&
        (previous?.kind === 'which' || (qualifiedBefore && at(c, -2)?.kind === 'which'));
      if (!byWord && !asked && (qualifiedAfter || qualifiedBefore)) {
        if (aggregate === 'count' && m.dimension === 'reviewer') {
          // "how many Prior Approval filings had no secondary reviewer": the filings named after
          // the count are what it counts; the reviewer only qualifies them.
          addMeasure({ aggregate: 'count', metric: filingsCounted(c) ? 'filings' : 'reviews' });
          aggregate = undefined;
        }
        continue;
      }
      // "the territory factor": the dimension only names what the value before it is.
      if (previous?.kind === 'value' && previous.dimension === m.dimension) continue;
      // "PPA line": a sub-TOI called a line; the sub-TOI is kept, and the whole line competes.
      if (
        previous?.kind === 'value' &&
        previous.dimension === 'sub_toi' &&
        m.dimension === 'line_of_business' &&
        !byWord
      ) {
        subToiLines.push(`${c.tokens[c.i - 1]?.text ?? ''} ${text()}`);
        continue;
      }
      if (previous?.kind === 'last') continue;
      const counted = aggregate === 'count' || intent.measures.some((x) => x.aggregate === 'count');
      if (!byWord && counted && !which && !order && intent.limit === undefined)
        looseGroupings.push(text());
      if (!intent.groupBy.includes(m.dimension)) intent.groupBy.push(m.dimension);
      if (m.singular) singular = true;
    } else if (m.kind === 'value') {
      // "approved in 2024", and "2024 approvals": the decision's date.
      if (/^approvals?$/.test(text())) processWord = true;
      // "approved in under 15 days", "get approved within 30 days": the approval process timed.
      if (
        /^approved$/.test(text()) &&
        c.tokens.some((t) => t.meaning.kind === 'aggregate') &&
        at(c, 1)?.kind === 'comparison' &&
        [at(c, 2), at(c, 3)].some(
          (x) =>
            (x?.kind === 'number' && x.unit === 'days') ||
            (x?.kind === 'unit' && x.unit === 'days'),
        )
      )
        processWord = true;
      // "gets approved fastest", "get approved faster than homeowners": how fast, not a status.
      if (/^approved$/.test(text()) && SPEED_WORDS.test(c.tokens[c.i + 1]?.text ?? ''))
        processWord = true;
      // "withdrawal rate among 2025 submissions": the year dates the filings noun after it, and
      // that noun sets the date basis, not the status before it.
      const yearOfNoun = at(c, 1)?.kind === 'year' && filingsAt(c, 2);
      impliedDateField ??=
        (yearOfNoun ? undefined : statusDateField(m, at(c, 1))) ??
        (previous?.kind === 'year' || previous?.kind === 'dimension'
          ? statusDateField(m, previous)
          : undefined);
      // "filings that weren't approved in Texas": a preposition ends the negation's reach.
      if (negate && !negationReach.has(c.tokens[c.i] as Token)) negate = false;
      addValue(m.dimension, m.value);
      const next = at(c, 1);
      if (negate && next?.kind !== 'value' && next?.kind !== 'not') negate = false;
    } else if (m.kind === 'not') {
      negate = true;
      negateWord = text();
    } else if (isPeriodStart(m, at(c, 1)) || m.kind === 'quarter') {
      // "since April", "last April": a month with no year is its latest start, not every April.
      const latest =
        (rangeWord !== undefined && rangeWord !== 'between') || previous?.kind === 'last';
      const period = readPeriod(c, latest);
      if (!period) {
        // A quarter of no particular year: "in Q2".
        if (m.kind === 'quarter')
          intent.dates.push({ kind: 'quarter-of-year', quarter: m.quarter });
        continue;
      }
      const start = c.i;
      let bound: 'in' | 'since' | 'after' | 'before' | 'until' = 'in';
      if (rangeWord && rangeWord !== 'between') bound = rangeWord;
      const next = at(c, 1);
      // "from the start of March 2019 to the end of September 2020" (nineteenth pass): a start
      // said with "since" closed by "to" or "until" is the stretch too.
      const closes = c.tokens[c.i + 1]?.text !== 'and' && c.tokens[c.i + 1]?.text !== '&';
      if (
        (rangeWord === 'between' || rangeWord === undefined || (rangeWord === 'since' && closes)) &&
        next?.kind === 'range' &&
        (next.word === 'and' || next.word === 'until') &&
        isPeriodStart(at(c, 2), at(c, 3))
      ) {
        // "between April and June 2024", "from 2021 to 2023", "2021 through 2023".
        const first = c.i;
        const joiner = c.tokens[c.i + 1]?.text ?? '';
        c.i += 2;
        const end = readPeriod(c);
        // "in 2021 and 2023" with no "between": both periods, or the stretch from one to the other
        // ("apr to jun", "2021 - 2023" and "2021 through 2023" say the stretch).
        if (rangeWord === undefined && /^(and|&)$/.test(joiner) && end && 'from' in end)
          if ('from' in period && period.to !== end.from) periodSpans.push(spanText(c, first));
        if (end && 'from' in period && 'from' in end) {
          intent.dates.push({ kind: 'range', from: period.from, to: end.to });
        } else if (end && 'fromMonth' in period && 'fromMonth' in end) {
          intent.dates.push({ kind: 'month-of-year', from: period.fromMonth, to: end.toMonth });
        } else if (end) pushPeriod(intent.dates, end, 'in');
        rangeWord = undefined;
        continue;
      }
      if (next?.kind === 'range' && next.word === 'later') {
        bound = 'since';
        c.i++;
      } else if (
        rangeWord === 'between' &&
        rangeText === 'from' &&
        'from' in period &&
        nextDay(period.from) === period.to
      ) {
        // "from 2025-01-01" with no end: that day on.
        bound = 'since';
      }
      const last = intent.dates.at(-1);
      if (
        bound === 'in' &&
        'from' in period &&
        last?.kind === 'range' &&
        last.to === period.from &&
        lastPeriodEnd >= start - 2
      ) {
        // "in 2021, 2022 or 2023": one stretch of time.
        last.to = period.to;
      } else pushPeriod(intent.dates, period, bound);
      lastPeriodEnd = c.i;
      rangeWord = undefined;
    } else if (m.kind === 'last' || (m.kind === 'recent' && m.direction === 'desc')) {
      const word = text();
      const rolling = readRolling(c);
      if (rolling) {
        intent.dates.push(rolling);
        // "for each of the last 3 years": one row per year of the window.
        const span = c.tokens[c.i];
        if (
          span?.meaning.kind === 'dimension' &&
          grouping.has(span) &&
          !intent.groupBy.includes(span.meaning.dimension)
        )
          intent.groupBy.push(span.meaning.dimension);
      } else if (m.kind === 'recent') recency = { direction: m.direction, text: word };
    } else if (m.kind === 'recent') {
      // "the oldest filing", "earliest filings in Ohio": ordered by date.
      recency = { direction: m.direction, text: text() };
    } else if (m.kind === 'relative') {
      intent.dates.push(
        m.months !== undefined
          ? { kind: 'relative', months: m.months }
          : { kind: 'relative', months: 12 },
      );
    } else if (m.kind === 'to-date') {
      intent.dates.push({ kind: 'to-date', unit: m.unit, through: m.through });
    } else if (m.kind === 'range') {
      if (m.word !== 'and' && m.word !== 'later') {
        rangeWord = m.word;
        rangeText = text();
      }
    } else if (m.kind === 'order') {
      const next = at(c, 1);
      const word = text();
      const laterDimension = c.tokens.slice(c.i + 2).some((t) => t.meaning.kind === 'dimension');
      const comparedAfter =
        at(c, 2)?.kind === 'comparison' ||
        (at(c, 2)?.kind === 'range' && at(c, 3)?.kind === 'number');
      const anyDimension = c.tokens.some((t) => t.meaning.kind === 'dimension');
      if (
        next?.kind === 'metric' &&
        next.metric !== 'filings' &&
        ((laterDimension && !which) || (comparedAfter && anyDimension)) &&
        !/top|bottom/.test(word) &&
        intent.limit === undefined
      ) {
        // "highest rate impact by state": the largest value per group, not an ordering;
        // "carriers whose largest rate impact was above 30%": a condition on each group's maximum.
        aggregate = m.direction === 'desc' ? 'max' : 'min';
        continue;
      }
      // "ranked from the lowest ..., first four": a word that only ranks ("ranked", "sorted",
      // "first N") keeps the direction an earlier word gave (eleventh pass).
      // "the lowest mean days to approval, top 5" (twentieth pass): a later "top" only says how
      // many to keep; the word that named the direction keeps it.
      const onlyRanks = word === 'top' && order?.top && orderText !== 'top';
      if ((m.top || !order?.top) && !onlyRanks) {
        order = { direction: m.direction, top: m.top };
        orderText = word;
      }
      if (
        !orderMetric &&
        next?.kind === 'dimension' &&
        !next.singular &&
        !['year', 'quarter', 'month'].includes(next.dimension) &&
        !grouping.has(c.tokens[c.i + 1] as Token) &&
        c.tokens.some((t, k) => k < c.i && t.meaning.kind === 'dimension')
      ) {
        // "the state with the most carriers": ranked by how many different carriers each has.
        orderMetric = { aggregate: 'distinct', metric: 'filings', dimension: next.dimension };
        lastFigure = 'order';
        c.i++;
        continue;
      }
      if (!orderMetric && next?.kind !== 'metric' && next?.kind !== 'count') {
        // "the busiest filers": most filings; "the slowest state": the longest time to a decision.
        if (BUSY_WORDS.test(word)) {
          orderMetric = { aggregate: 'count', metric: 'filings' };
          lastFigure = 'order';
        } else if (TIME_ORDER_WORDS.test(word)) {
          orderMetric = { aggregate: 'avg', metric: 'days_to_approval' };
          lastFigure = 'order';
        }
      }
      if (next?.kind === 'number') {
        intent.limit = next.value;
        c.i++;
      }
      let signAt = 1;
      while (at(c, signAt)?.kind === 'value') signAt++;
      const signToken = c.tokens[c.i + signAt];
      if (
        signToken?.meaning.kind === 'sign' &&
        !orderMetric &&
        QUANTITY_ORDER_WORDS.test(word) &&
        /s$/.test(signToken.text)
      ) {
        // "the state with the most rate decreases": how many filings lowered rates, ranked.
        orderMetric = { aggregate: 'count', metric: 'filings' };
        addCondition({
          metric: 'rate_impact',
          op: signToken.meaning.sign === 'increase' ? '>' : '<',
          value: 0,
        });
        lastFigure = 'order';
        c.tokens[c.i + signAt] = { ...signToken, meaning: { kind: 'stop' } };
      } else if (at(c, signAt)?.kind === 'sign') {
        // "the biggest rate increase", "the largest homeowners cut": the rate impact, ordered.
        const sign = at(c, signAt);
        if (sign?.kind === 'sign' && !orderMetric) {
          // "the most negative indicated change": the figure named after the sign, ordered.
          const named = at(c, signAt + 1);
          const percent =
            named?.kind === 'metric' &&
            (named.metric === 'indicated_change' || named.metric === 'factor_change')
              ? named.metric
              : 'rate_impact';
          orderMetric = { aggregate: 'max', metric: percent };
          if (sign.sign === 'decrease')
            order = { direction: m.direction === 'desc' ? 'asc' : 'desc', top: m.top };
          const stop = (offset: number) => {
            const token = c.tokens[c.i + offset];
            if (token) c.tokens[c.i + offset] = { ...token, meaning: { kind: 'stop' } };
          };
          const after = at(c, signAt + 1);
          if (after?.kind === 'metric' && after.metric === percent) stop(signAt + 1);
          if (signAt === 1) c.i++;
          else stop(signAt);
        }
      }
    } else if (m.kind === 'date-field') namedDateField = m.field;
    else if (m.kind === 'sign') {
      // "cut rates the most", "raised auto rates the least": ordered by the rate change.
      let j = 1;
      while (at(c, j)?.kind === 'value') j++;
      const values = j - 1;
      if (at(c, j)?.kind === 'metric' && /^rates?$/.test(c.tokens[c.i + j]?.text ?? '')) j++;
      const orderWord = at(c, j);
      if (orderWord?.kind === 'order' && orderWord.top && !orderMetric && !negate) {
        const up = m.sign === 'increase';
        order = { direction: (orderWord.direction === 'desc') === up ? 'desc' : 'asc', top: true };
        orderMetric = {
          aggregate: aggregate && aggregate !== 'count' ? aggregate : 'avg',
          metric: 'rate_impact',
        };
        lastFigure = 'order';
        if (at(c, j + 1)?.kind === 'number') {
          intent.limit = (at(c, j + 1) as { value: number }).value;
          j++;
        }
        // The values named between ("auto") are read next; the rest of the phrase is used.
        for (let k = values + 1; k <= j; k++) {
          const used = c.tokens[c.i + k];
          if (used) c.tokens[c.i + k] = { ...used, meaning: { kind: 'stop' } };
        }
        if (values === 0) c.i += j;
        continue;
      }
      if (at(c, 1)?.kind === 'metric' && /^rates?$/.test(c.tokens[c.i + 1]?.text ?? '')) {
        // "lowered rates": the sign is the whole phrase.
        const rates = c.tokens[c.i + 1];
        if (rates && at(c, 2)?.kind !== 'comparison')
          c.tokens[c.i + 1] = { ...rates, meaning: { kind: 'stop' } };
      }
      const metricAhead = at(c, 1)?.kind === 'metric' || at(c, -1)?.kind === 'metric';
      const premiumAhead = at(c, 1)?.kind === 'metric' && at(c, 2)?.kind === 'comparison';
      if (premiumAhead && (at(c, 1) as { metric: Metric }).metric === 'written_premium_change') {
        // "cut written premium by over 1M": the sign is read with the threshold on the change.
      } else if (/^not /.test(text())) {
        // "the rate impact wasn't negative": zero or above.
        addCondition({ metric: 'rate_impact', op: m.sign === 'increase' ? '<=' : '>=', value: 0 });
      } else if (!metricAhead || at(c, 1)?.kind !== 'comparison') {
        const increase = (m.sign === 'increase') !== negate;
        // "not rate increases": zero or below; a change of none is not an increase.
        const op = negate ? (increase ? '>=' : '<=') : increase ? '>' : '<';
        addCondition({ metric: 'rate_impact', op, value: 0 });
      }
      negate = false;
    } else if (m.kind === 'per-filing') {
      const last = intent.measures.at(-1);
      if (
        last &&
        last.metric !== 'filings' &&
        (last.aggregate === 'sum' || last.aggregate === 'count')
      ) {
        intent.measures[intent.measures.length - 1] = { aggregate: 'avg', metric: last.metric };
      }
    } else if (m.kind === 'compare') compare = true;
    else if (m.kind === 'which') {
      which = true;
      if (text() === 'who') who = true;
    } else if (m.kind === 'ever') ever = true;
    else if (m.kind === 'weekday') intent.dates.push({ kind: 'weekday', days: m.days });
    else if (m.kind === 'month-day') intent.dates.push({ kind: 'month-day', day: m.day });
    else if (m.kind === 'letter-round') intent.rounds = { op: m.op, round: m.round };
  }
  if (negate) unused.push('not');
  const years = c.tokens.filter((t) => t.meaning.kind === 'year').length;
  const ranges = intent.dates.filter((d) => d.kind === 'range');
  const separate = disjointRanges(intent.dates);
  if (
    (compare || separate) &&
    years >= 2 &&
    intent.groupBy.every((d) => d === 'year') &&
    ranges.length > 0
  ) {
    // "2023 vs 2024", "more filings in 2024 than in 2023": one row per year, both years kept.
    // Separate years with no comparison word ("larger in 2021 than in 2020") are compared too:
    // filings in both at once would be none. The reading is noted (competing-readings.ts).
    if (!compare) valueGroupings.push('the years named');
    const from = ranges.map((d) => d.from ?? '').sort()[0];
    const to = ranges
      .map((d) => d.to ?? '')
      .sort()
      .at(-1);
    // "the number of increases in 2019 and in 2024" (seventeenth pass): years compared with years
    // between them keep only the years named, not the stretch from the first to the last.
    const named = yearsApart(c.tokens, from, to);
    if (named) {
      intent.dates = [
        ...intent.dates.filter((d) => d.kind !== 'range'),
        { kind: 'years', years: named },
      ];
      periodSpans.length = 0;
      if (!intent.groupBy.includes('year')) intent.groupBy.push('year');
    } else if (from && to) {
      intent.dates = [
        ...intent.dates.filter((d) => d.kind !== 'range'),
        { kind: 'range', from, to },
      ];
      if (!intent.groupBy.includes('year')) intent.groupBy.push('year');
    }
  }
  // "where is the average time to a decision the longest": the place, a state.
  if (tokens[0]?.text === 'where' && intent.groupBy.length === 0 && order?.top) {
    intent.groupBy.push('state');
    singular = true;
  }
  // "who has the most withdrawals", "who filed more", "who averages under 3%": the filer, a carrier.
  if (
    who &&
    intent.groupBy.length === 0 &&
    (order?.top || compare || intent.conditions.some((x) => x.measure)) &&
    !intent.filters.has('carrier')
  ) {
    intent.groupBy.push('carrier');
    singular = true;
  }
  // "who filed form-type filings": the filers, one row per carrier with its number of filings.
  if (
    who &&
    intent.groupBy.length === 0 &&
    intent.measures.length === 0 &&
    !aggregate &&
    !order &&
    tokens.some((t) => /^(filed|files|submitted|submits)$/.test(t.text)) &&
    !intent.filters.has('carrier') &&
    !intent.filters.has('company')
  ) {
    intent.groupBy.push('carrier');
    aggregate = 'count';
  }
  intent.dateField = namedDateField ?? impliedDateField ?? DEFAULT_DATE_FIELD;
  if (aggregate === 'count') addMeasure({ aggregate: 'count', metric: 'filings' });
  else if (aggregate) missingMeasure = true;
  for (const { dimension, value } of absent) {
    if (intent.groupBy.length > 0 && !intent.groupBy.includes(dimension as Dimension)) {
      // "carriers with no withdrawals": the groups with none of those filings.
      const filters = new Map<ValueDimension, string[]>([[dimension, [value]]]);
      const measure: Measure = { aggregate: 'count', metric: 'filings', filters };
      intent.conditions.push({ metric: 'filings', op: '=', value: 0, measure });
    } else {
      const values = intent.exclusions.get(dimension) ?? [];
      if (!values.includes(value)) values.push(value);
      intent.exclusions.set(dimension, values);
    }
  }
  for (const condition of intent.conditions) if (condition.measure) addMeasure(condition.measure);
  if (share) {
    if (share.filters.size === 0 && share.conditions.length === 0) {
      // No "were ...": the statuses and signs named after the share word are the part counted.
      const status = intent.filters.get('disposition_status');
      if (status) {
        share.filters.set('disposition_status', status);
        intent.filters.delete('disposition_status');
      } else {
        const signs = intent.conditions.filter((x) => !x.measure);
        // "share of auto filings subject to prior approval": a regime or filing type, else.
        const attribute = sharePartAttribute(kept, (d) => intent.filters.has(d));
        if (signs.length > 0) {
          share.conditions.push(...signs);
          intent.conditions = intent.conditions.filter((x) => x.measure);
        } else if (attribute) {
          share.filters.set(attribute, intent.filters.get(attribute) ?? []);
          intent.filters.delete(attribute);
        }
      }
    }
    // With no part named, each group's share of the filings ("share of filings by state"), when
    // no other figure is named ("market share of written premium" is not a share of filings).
    const ofFilings =
      intent.groupBy.length > 0 && intent.measures.every((x) => x.aggregate === 'count');
    if (share.filters.size > 0 || share.conditions.length > 0 || ofFilings) {
      intent.share = share;
      intent.measures = intent.measures.filter((x) => x.aggregate !== 'count');
      intent.measures.unshift({ aggregate: 'share', metric: 'filings' });
      // "states where more than 30% of filings were withdrawn": each group's share, compared.
      if (shareAbove && intent.groupBy.length > 0)
        intent.conditions.push({
          metric: 'filings',
          op: shareAbove.op,
          value: shareAbove.value,
          measure: { aggregate: 'share', metric: 'filings' },
        });
    } else {
      // "market share of X": a share of something the data does not hold.
      unused.push('share');
      missingMeasure = true;
    }
  }
  for (const [dimension, values] of intent.filters) {
    if (
      dimension === 'took_effect' ||
      dimension === 'on_approval' ||
      dimension === 'reviewer_title'
    )
      continue;
    if (
      values.length > 1 &&
      (compare || intent.measures.length > 0) &&
      !intent.groupBy.includes(dimension === 'factor_level' ? 'level' : dimension)
    ) {
      // "disapproved or withdrawn": one figure over both, unless they are compared.
      if (!compare && unions.has(dimension)) continue;
      if (!compare) valueGroupings.push(values.map(spokenValue).join(', '));
      // Several levels named: one row per level (of each factor named).
      if (dimension === 'factor_level') {
        if (!intent.groupBy.includes('factor')) intent.groupBy.push('factor');
        intent.groupBy.push('level');
      } else intent.groupBy.push(dimension);
    }
  }
  // "the largest rate increase ever": one figure, not a list of filings. "The single largest
  // rate increase X filed" names one filing: it is listed with its figure (which is that figure).
  const singleWord = tokens.some((t) => t.text === 'single');
  if (
    !(singleWord && intent.groupBy.length === 0) &&
    order?.top &&
    orderMetric &&
    orderMetric.metric !== 'filings' &&
    intent.groupBy.length === 0 &&
    intent.measures.length === 0 &&
    intent.limit === undefined &&
    (filingNoun === undefined || ever)
  ) {
    intent.measures.push({
      aggregate: order.direction === 'desc' ? 'max' : 'min',
      metric: orderMetric.metric,
    });
    return finish();
  }
  // "which carrier's filing had the largest premium change", "which state had the single
  // highest rate impact": the group of the one filing with the extreme figure.
  const oneFiling = filingNoun === 'one' || singleWord;
  if (
    order?.top &&
    singular &&
    oneFiling &&
    intent.groupBy.length > 0 &&
    orderMetric &&
    !orderAggregateNamed &&
    orderMetric.aggregate !== 'count' &&
    orderMetric.metric !== 'filings' &&
    orderMetric.metric !== 'reviews'
  ) {
    orderMetric = {
      aggregate: order.direction === 'desc' ? 'max' : 'min',
      metric: orderMetric.metric,
    };
  }
  const grouped = intent.groupBy.length > 0 || intent.measures.length > 0;
  if (grouped && orderMetric) addMeasure(orderMetric);
  if (order && intent.groupBy.length === 0 && intent.measures.length > 0 && orderText) {
    // One figure has nothing to rank: the ordering word was not used.
    unused.push(orderText);
  }
  if (intent.groupBy.length > 0 && intent.measures.length === 0) {
    addMeasure({ aggregate: 'count', metric: 'filings' });
  }
  if (order) {
    const measure = grouped ? (orderMetric ?? intent.measures[0]) : undefined;
    const metric = grouped ? undefined : (orderMetric?.metric ?? 'rate_impact');
    intent.order = {
      direction: order.direction,
      ...(measure ? { measure } : {}),
      ...(metric ? { metric } : {}),
    };
    if (intent.limit === undefined && order.top) {
      // "of the Utah reviewers, who has written the most": "who" with a singular verb is one;
      // "across lines, which one has the highest ...": "which one" / "what single" is one too.
      const whoOne = tokens.some(
        (t, i) =>
          /^(who's|whos)$/.test(t.text) ||
          (t.text === 'who' && /^(has|is|was|got)$/.test(tokens[i + 1]?.text ?? '')) ||
          (/^(which|what)$/.test(t.text) && /^(one|single)$/.test(tokens[i + 1]?.text ?? '')),
      );
      // "what is the largest max change in auto filings" (fifteenth pass): a singular verb after
      // "what" asks for the one figure, whatever noun the filings are named by after it.
      const whatIs = tokens.some(
        (t, i) => /^(what|which)$/.test(t.text) && /^(is|was)$/.test(tokens[i + 1]?.text ?? ''),
      );
      if (
        ((singular || whoOne) && intent.groupBy.length > 0) ||
        (!grouped && (filingNoun === 'one' || singleWord || whatIs))
      )
        intent.limit = 1;
      else if (!grouped) intent.limit = 10;
    }
  } else if (recency) {
    if (grouped) unused.push(recency.text);
    else {
      // "the most recent filing from X": newest first, one filing when one is asked for.
      intent.order = { direction: recency.direction, date: true };
      if (intent.limit === undefined && filingNoun === 'one') intent.limit = 1;
    }
  }
  return finish();
}

/**
 * "came from", "belong to" name the part of a share only before a name ("came from Harrowgate");
 * before anything else ("came from rate decreases in utah") they are filler, and the share reads
 * its part as it would without them. In place.
 */
function originBeforeValue(kept: Token[]): void {
  for (let i = kept.length - 1; i >= 0; i--) {
    const t = kept[i];
    if (t?.meaning.kind !== 'copula' || !/ (from|to)$/.test(t.text)) continue;
    if (kept[i + 1]?.meaning.kind !== 'value') kept.splice(i, 1);
  }
}

/**
 * "Harrowgate share of 2025 submissions", "Texas percentage of homeowners filings": values named
 * right before a share word, with no "were"/"are" after it, are the part the share counts; they
 * are moved after a copula at the end, where the share reads its part. In place.
 */
function partBeforeShare(kept: Token[]): void {
  const shareAt = kept.findIndex((t) => t.meaning.kind === 'share');
  const word = kept[shareAt]?.text ?? '';
  if (shareAt <= 0 || !/(share|percentage|proportion|portion|fraction|percent|%)/.test(word))
    return;
  // "flex rating: proportion approved", "homeowners: share of filings withdrawn": a part said
  // after the share word or after its filings; the names before it are the filings the share is
  // of. Between "share of" and the filings, names say which filings ("of 2024 homeowners filings").
  const partKinds: readonly string[] = ['copula', 'sign', 'comparison', 'not'];
  const filingsAt = kept.findIndex(
    (t, i) => i > shareAt && t.meaning.kind === 'metric' && t.meaning.metric === 'filings',
  );
  const namesFrom = /\bof\b/.test(word) ? (filingsAt < 0 ? kept.length : filingsAt) : shareAt;
  if (
    kept.some(
      (t, i) =>
        i > shareAt &&
        (partKinds.includes(t.meaning.kind) || (i > namesFrom && t.meaning.kind === 'value')),
    )
  )
    return;
  let from = shareAt;
  while (from > 0 && kept[from - 1]?.meaning.kind === 'value') from--;
  if (from === shareAt) return;
  const part = kept.splice(from, shareAt - from);
  kept.push({ text: 'is', meaning: { kind: 'copula' } }, ...part);
}
