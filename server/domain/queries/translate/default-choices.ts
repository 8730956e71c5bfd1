import { figureChoices } from './figure-choices.ts';
import type { Intent } from './intent.ts';
import type { Metric, Token } from './meaning.ts';

/**
 * Choices the translator makes that the question did not state (issue 22, sixth pass), each as a
 * note for the warning: the answer is given, but below the confidence at which the page and the
 * evaluation read it as sure. Each check reads the shape of the question and the intent.
 */

/** January..December, English (the translator's language). */
const monthName = (month: number): string =>
  new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2000, month - 1, 1),
  );

const spoken = (metric: string) => metric.replaceAll('_', ' ');

/**
 * Figures that count things (letters, policyholders): named with no aggregate, their number is
 * meant ("objection letters on Ohio filings", "policyholders affected per year"), so the total is
 * no guess.
 */
const COUNTED = new Set<Metric>(['objection_count', 'policyholders_affected']);

/**
 * A total taken because the figure adds up (written premium and its change) where no word asked
 * for one ("written premium of Utah filings"): the average per filing competes. Not for figures
 * that count things, nor when the question asks how many or how much.
 */
function totalByDefault(tokens: Token[], intent: Intent): string | undefined {
  if (
    tokens.some(
      (t) =>
        t.meaning.kind === 'aggregate' ||
        t.meaning.kind === 'per-filing' ||
        t.meaning.kind === 'count' ||
        /^how much$/.test(t.text),
    )
  )
    return undefined;
  const summed = intent.measures.find(
    (m) =>
      m.aggregate === 'sum' &&
      !COUNTED.has(m.metric) &&
      !intent.conditions.some((c) => c.measure === m),
  );
  if (!summed || intent.order?.measure === summed) return undefined;
  return `I added up the ${spoken(summed.metric)} of the filings (a total); the average per filing may be meant`;
}

/** "typical" read as the average, where the median competes; not when "average" is also said. */
function typicalAsAverage(tokens: Token[]): string | undefined {
  const averages = tokens.filter(
    (t) => t.meaning.kind === 'aggregate' && t.meaning.aggregate === 'avg',
  );
  const typical = averages.some((t) => /^typical/.test(t.text));
  if (!typical || averages.some((t) => !/^typical/.test(t.text))) return undefined;
  return 'I read "typical" as the average; the median may be meant';
}

/**
 * A condition on a group's figure with no group ("in homeowners, who averages under 3%"): the one
 * figure over all the filings is compared, where a figure for each carrier or state is more likely.
 */
function conditionWithoutGroups(intent: Intent): string | undefined {
  const onAggregate = intent.conditions.find((c) => c.measure);
  if (!onAggregate || intent.groupBy.length > 0) return undefined;
  return `I compared one figure over all the filings with ${onAggregate.value}; a figure for each carrier, state or other group may be meant`;
}

/** A quarter or a month with no year ("in Q3", "in March"): of every year, or one year. */
function periodOfEveryYear(intent: Intent): string | undefined {
  for (const date of intent.dates) {
    if (date.kind === 'quarter-of-year')
      return `I took Q${date.quarter} of every year; a particular year may be meant`;
    if (date.kind === 'month-of-year') {
      const name =
        date.from === date.to
          ? monthName(date.from)
          : `${monthName(date.from)} to ${monthName(date.to)}`;
      return `I took ${name} of every year; a particular year may be meant`;
    }
  }
  return undefined;
}

/** Words that ask for the filings themselves: "list", "show", "which", "those", "details". */
const LIST_WORDS =
  /^(list|show|show me|display|give|gimme|find|pull|fetch|return|see|which|what|whose|those|these|details|info|information|all|every)$/;

/**
 * Filings listed for a question that names them by values, periods or thresholds only, without
 * asking for a list or a count ("homeowners filings effective in Q4 2023", "withdrawals in H2
 * 2022", "auto filings with over 60 days to approval"): how many there are competes with the
 * list. Until the fourteenth pass a threshold was read as asking for the filings, no guess; two
 * blind splits written apart from the rules counted them as often as they listed them.
 */
function listedByDefault(tokens: Token[], intent: Intent): string | undefined {
  if (intent.measures.length > 0 || intent.limit !== undefined || intent.order) return undefined;
  if (intent.groupBy.length > 0) return undefined;
  if (tokens.some((t) => t.meaning.kind === 'which' || LIST_WORDS.test(t.text))) return undefined;
  return 'I listed the filings; ask "how many" for their number';
}

/** The choices made for a question that it did not state, as notes for the warning. */
export function defaultChoices(tokens: Token[], intent: Intent, spans: string[]): string[] {
  const out = [
    totalByDefault(tokens, intent),
    typicalAsAverage(tokens),
    conditionWithoutGroups(intent),
    periodOfEveryYear(intent),
    listedByDefault(tokens, intent),
    ...figureChoices(tokens, intent),
  ].filter((note): note is string => note !== undefined);
  for (const span of spans)
    out.push(`I read "${span}" as the whole stretch from the first through the last`);
  return out;
}
