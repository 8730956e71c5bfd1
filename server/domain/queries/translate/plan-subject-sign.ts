import type { Condition, Intent, Measure } from './intent.ts';
import type { Metric, Token } from './meaning.ts';

/** Words that name the filing's own rate change: its sign is then the filing's. */
const FILING_RATE = /\b(rate|impact|premium|overall)\b/;

/** Words that put the sign on an aggregate of the rows ("a negative average change"). */
const AGGREGATE_WORD = /^(average|mean|avg|median)$/;

/** The change of each rating-plan row a grouping gives one row per: a factor's, a coverage's. */
const ROW_CHANGE: Partial<Record<string, Metric>> = {
  factor: 'factor_change',
};

function onRows(c: Condition, change: Metric): Condition {
  const measure: Measure | undefined = c.measure?.conditions
    ? {
        ...c.measure,
        conditions: c.measure.conditions.map((x) => (isSign(x) ? { ...x, metric: change } : x)),
      }
    : c.measure;
  return {
    ...c,
    ...(measure ? { measure } : {}),
    ...(isSign(c) ? { metric: change } : {}),
  };
}

/** A condition on the sign of the filing's rate impact ("reduced", "a decrease", "negative"). */
const isSign = (c: Condition): boolean =>
  c.metric === 'rate_impact' && c.value === 0 && !c.against && !c.measure;

/**
 * "Which rating factors were never reduced in any filing?", "factors that never saw a decrease"
 * (twenty-second pass): with one row per rating factor, a rise or a cut said of the rows is the
 * factor's own change (rating_factors.change), not the filing's rate impact, unless the question
 * names the filing's rate change. In place; true when it applied.
 */
export function signOfPlanSubject(tokens: readonly Token[], intent: Intent): boolean {
  const [group] = intent.groupBy;
  const change = intent.groupBy.length === 1 && group ? ROW_CHANGE[group] : undefined;
  if (!change) return false;
  const namesFilingRate = tokens.some((t) => FILING_RATE.test(t.text.toLowerCase()));
  if (namesFilingRate) return false;
  const signed = (c: Condition) => isSign(c) || (c.measure?.conditions ?? []).some(isSign);
  if (!intent.conditions.some(signed)) return false;
  // "factors with a negative average change": the sign is the group's average's (a having).
  const averaged = intent.measures.find((m) => m.aggregate === 'avg' && m.metric === change);
  if (averaged && tokens.some((t) => AGGREGATE_WORD.test(t.text.toLowerCase()))) {
    intent.conditions = intent.conditions.map((c) =>
      isSign(c) ? { ...c, metric: change, measure: { aggregate: 'avg', metric: change } } : c,
    );
    return true;
  }
  intent.conditions = intent.conditions.map((c) => onRows(c, change));
  return true;
}
