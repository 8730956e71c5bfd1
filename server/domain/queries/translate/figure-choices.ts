import type { Intent } from './intent.ts';
import type { Metric, Token } from './meaning.ts';

/**
 * How a figure named in a question was read where the question left it open (issue 22, sixth
 * pass): the unit of a bare number, the figure behind "average premium change". Each is a note
 * for the warning. The sign of "average rate increase" is not one: every split of the evaluation,
 * written by different people, means the average rate impact of all the filings by it (the fifth
 * pass's rule), so a warning there would be needless.
 */

const PERCENT_FIGURES = new Set<Metric>([
  'rate_impact',
  'indicated_change',
  'factor_change',
  'base_rate_change',
  'indication',
  'expense_ratio',
  'permissible_loss_ratio',
  'max_change',
  'min_change',
]);
const DOLLAR_FIGURES = new Set<Metric>([
  'written_premium',
  'written_premium_change',
  'average_premium_change',
]);
const PERCENT_WORD = /^(%|percent|pct|percentage|percentage points?)$/;
const DOLLAR_WORD = /^(dollars?|usd|\$)$/;

/** "rate impact above 0.1": a tenth of a percent, or ten percent written as a fraction. */
function fractionOrPercent(tokens: Token[], intent: Intent): string | undefined {
  if (tokens.some((t) => PERCENT_WORD.test(t.text))) return undefined;
  const small = intent.conditions.find(
    (c) =>
      !c.against &&
      PERCENT_FIGURES.has(c.metric) &&
      c.value !== 0 &&
      Math.abs(c.value) < 1 &&
      !c.measure,
  );
  if (!small) return undefined;
  return `I read ${small.value} as ${small.value}%; ${Math.round(small.value * 1000) / 10}% (a fraction) may be meant`;
}

/** "written premium over 5": five dollars, or millions left unsaid. */
function dollarsUnsaid(tokens: Token[], intent: Intent): string | undefined {
  if (tokens.some((t) => DOLLAR_WORD.test(t.text))) return undefined;
  const small = intent.conditions.find(
    (c) => !c.against && DOLLAR_FIGURES.has(c.metric) && c.value !== 0 && Math.abs(c.value) < 1000,
  );
  if (!small) return undefined;
  return `I read ${small.value} as $${small.value}; thousands or millions of dollars may be meant`;
}

/** "average premium change": the filings' written premium change, or the change per policy. */
function premiumChangePerPolicy(tokens: Token[], intent: Intent): string | undefined {
  const token = tokens.find(
    (t) =>
      t.meaning.kind === 'metric' &&
      t.meaning.metric === 'written_premium_change' &&
      !/written/.test(t.text),
  );
  const averaged = intent.measures.some(
    (m) => m.metric === 'written_premium_change' && m.aggregate === 'avg',
  );
  if (!token || !averaged) return undefined;
  return `I averaged the filings' written premium change; the average premium change per policy may be meant`;
}

export function figureChoices(tokens: Token[], intent: Intent): string[] {
  return [
    fractionOrPercent(tokens, intent),
    dollarsUnsaid(tokens, intent),
    premiumChangePerPolicy(tokens, intent),
  ].filter((note): note is string => note !== undefined);
}
