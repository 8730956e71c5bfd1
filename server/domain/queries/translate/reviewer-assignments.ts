import type { Intent } from './intent.ts';
import type { Token } from './meaning.ts';

/** Words that add up each reviewer's filings: "assigned", "altogether", "combined", "sum of". */
const ADDED_UP = /^(assigned|altogether|combined)$/;

/**
 * "How many filings has each job title of reviewer been assigned?", "sum of total filings by
 * reviewer job title" (nineteenth pass): per reviewer title, the filings its reviewers were
 * assigned, added up over the reviewers, are the assignments (one per reviewer and filing: the
 * reviewers' own totals summed), not the different filings, which count a filing two reviewers of
 * one title share once. Read so when the reading counts the filings per title and a word adds
 * them up; a reviewer grouping beside the title ("job title of reviewer") names whose title. In
 * place; true when it applied.
 */
export function assignmentsPerTitle(tokens: readonly Token[], intent: Intent): boolean {
  if (!intent.groupBy.includes('reviewer_title')) return false;
  const [counted] = intent.measures;
  if (intent.measures.length !== 1 || counted?.aggregate !== 'count') return false;
  if (counted.metric !== 'filings' || counted.filters || counted.conditions) return false;
  if (intent.conditions.length > 0 || intent.share || intent.over) return false;
  const said = tokens.some(
    (t) => ADDED_UP.test(t.text) || (t.meaning.kind === 'aggregate' && /^sum\b/.test(t.text)),
  );
  if (!said) return false;
  intent.groupBy = intent.groupBy.filter((g) => g !== 'reviewer');
  intent.measures = [{ aggregate: 'count', metric: 'reviews' }];
  if (intent.order?.measure) intent.order = { ...intent.order, measure: intent.measures[0] };
  return true;
}
