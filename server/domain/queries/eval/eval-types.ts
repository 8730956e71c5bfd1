/**
 * The categories of the English-to-SQL evaluation (issue 22). Every family of paraphrases belongs
 * to one; accuracy is reported per category.
 */
export const CATEGORIES = [
  'counts',
  'aggregates',
  'group-bys',
  'top-N',
  'thresholds',
  'conditions-on-aggregates',
  'negation',
  'date-ranges',
  'calendar',
  'superlatives',
  'shares-and-ratios',
  'joins',
  'filters-on-columns',
  'comparisons',
  'casual-and-typos',
  'unanswerable',
] as const;

export type Category = (typeof CATEGORIES)[number];

/**
 * One question of the evaluation. The questions of a family ask the same thing in different words
 * and share one hand-written reference SQL over the query views; `null` means the data cannot
 * answer the question and the right behaviour is to decline.
 */
export type EvalItem = {
  family: string;
  category: Category;
  question: string;
  reference: string | null;
};

/** The items of one family: the same category and reference for each wording of the question. */
export function family(
  name: string,
  category: Category,
  reference: string | null,
  questions: readonly string[],
): EvalItem[] {
  return questions.map((question) => ({ family: name, category, question, reference }));
}
