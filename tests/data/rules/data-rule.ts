/** A row returned by a rule's SQL (numbers may come back as strings from numeric columns). */
export type Row = Record<string, unknown>;

/** What a rule found: whether it holds, the measured value and the threshold, both as text. */
export type Verdict = { pass: boolean; measured: string; threshold: string };

/**
 * One data-plausibility rule: independent SQL over the seeded tables and a check of its rows.
 * `source` names the real-world fact (a DATASET-FACTS section, a statute, a published report)
 * the threshold comes from; `reason` says why the threshold is where it is.
 */
export type DataRule = {
  id: string;
  title: string;
  source: string;
  reason: string;
  sql: string;
  check: (rows: Row[]) => Verdict;
};
