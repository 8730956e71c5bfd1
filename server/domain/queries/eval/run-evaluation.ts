import { seedDatabase } from '#server/data/seed-database.ts';
import { type Database, openDatabase } from '#server/db/connection.ts';
import type { QueryRunResult } from '#server/domain/queries/query-result.ts';
import { runCustomQuery } from '#server/domain/queries/run-custom-query.ts';
import { type Translation, translateQuestion } from '#server/domain/queries/translate-question.ts';
import { isOrderedReference, resultsMatch } from './compare-results.ts';
import { CATEGORIES, type Category, type EvalItem } from './eval-types.ts';

/** The demo data every reference is written for. */
export const EVALUATION_SEED = { filings: 400, seed: 7 } as const;

/**
 * correct: the reference's rows, or declined when the reference is null; declined: no SQL for an
 * answerable question; wrong: SQL whose rows differ (or that fails), or SQL for an unanswerable one.
 */
export type Outcome = 'correct' | 'declined' | 'wrong';

export type QuestionResult = {
  item: EvalItem;
  outcome: Outcome;
  /** An answer (right or wrong) that came with a warning or a confidence below 0.5. */
  warned: boolean;
  sql: string;
  /** Why it missed: the fail reason, the SQL error or "different rows". */
  detail: string;
  /** The translator's warning, if any (printed with a miss). */
  warning?: string;
};

export type Tally = {
  total: number;
  correct: number;
  declined: number;
  wrong: number;
  unwarnedWrong: number;
  /** Correct answers that came with a warning: the cost of honesty, kept low. */
  warnedCorrect: number;
};

export type EvaluationReport = {
  overall: Tally;
  /** Questions with a reference (the data can answer them). */
  answerable: Tally;
  byCategory: Record<Category, Tally>;
  results: QuestionResult[];
};

/** A translation, with the signals the translator may add later (issue 22: honesty). */
type SignalledTranslation = Translation & { warning?: unknown; confidence?: unknown };

export type EvaluationOptions = {
  /** A database holding the demo data (EVALUATION_SEED); by default one is made in memory. */
  db?: Database;
  /** The translator under test (default translateQuestion). */
  translate?: (db: Database, question: string) => Promise<Translation>;
  /** Called after each question (progress). */
  onProgress?: (done: number, total: number) => void;
};

/** A fresh in-memory PGlite database seeded with the evaluation's demo data. */
export async function openEvaluationDatabase(): Promise<Database> {
  const db = await openDatabase({ dataDir: 'memory://' });
  await seedDatabase(db, EVALUATION_SEED);
  return db;
}

/** Runs a reference as a custom query would run; a reference that fails is a broken set. */
export async function runReference(db: Database, sql: string): Promise<QueryRunResult> {
  const result = await runCustomQuery(db, sql);
  if (result.errorMessage) throw new Error(`reference failed: ${result.errorMessage}\n${sql}`);
  return result;
}

/** Whether a wrong answer came with a warning: a non-empty `warning` or `confidence` below 0.5. */
export function isWarned(translation: Translation): boolean {
  const signalled: SignalledTranslation = translation;
  const { warning, confidence } = signalled;
  return (
    (typeof warning === 'string' && warning.trim() !== '') ||
    (typeof confidence === 'number' && confidence < 0.5)
  );
}

/** Scores one translation against the reference's result (null: the question is unanswerable). */
export function scoreTranslation(
  item: EvalItem,
  translation: Translation,
  expected: QueryRunResult | null,
): QuestionResult {
  const base: Pick<QuestionResult, 'item' | 'sql' | 'warned' | 'warning'> = {
    item,
    sql: translation.sql,
    warned: false,
  };
  if (translation.sql === '') {
    return item.reference === null
      ? { ...base, outcome: 'correct', detail: '' }
      : { ...base, outcome: 'declined', detail: translation.failReason };
  }
  const warned = isWarned(translation);
  if (translation.warning) base.warning = translation.warning;
  if (item.reference === null || expected === null) {
    return {
      ...base,
      outcome: 'wrong',
      warned,
      detail: 'answered a question the data cannot answer',
    };
  }
  const data = translation.data;
  if (!data || data.errorMessage) {
    return {
      ...base,
      outcome: 'wrong',
      warned,
      detail: `error: ${data?.errorMessage ?? 'no result'}`,
    };
  }
  const ok = resultsMatch(data.rows, expected.rows, isOrderedReference(item.reference));
  return ok
    ? { ...base, outcome: 'correct', warned, detail: '' }
    : { ...base, outcome: 'wrong', warned, detail: 'different rows' };
}

function emptyTally(): Tally {
  return { total: 0, correct: 0, declined: 0, wrong: 0, unwarnedWrong: 0, warnedCorrect: 0 };
}

function add(tally: Tally, result: QuestionResult): void {
  tally.total++;
  tally[result.outcome]++;
  if (result.outcome === 'wrong' && !result.warned) tally.unwarnedWrong++;
  if (result.outcome === 'correct' && result.warned) tally.warnedCorrect++;
}

/** Tallies results overall, for answerable questions and by category. */
export function summarise(results: QuestionResult[]): EvaluationReport {
  const byCategory = Object.fromEntries(CATEGORIES.map((c) => [c, emptyTally()])) as Record<
    Category,
    Tally
  >;
  const overall = emptyTally();
  const answerable = emptyTally();
  for (const result of results) {
    add(overall, result);
    if (result.item.reference !== null) add(answerable, result);
    add(byCategory[result.item.category], result);
  }
  return { overall, answerable, byCategory, results };
}

/**
 * Asks the translator every question of a split and compares each answer with its reference,
 * both run on the demo data: same rows (see compare-results.ts), or a refusal for a question the
 * data cannot answer.
 */
export async function runEvaluation(
  items: readonly EvalItem[],
  options: EvaluationOptions = {},
): Promise<EvaluationReport> {
  const db = options.db ?? (await openEvaluationDatabase());
  const translate = options.translate ?? ((d: Database, q: string) => translateQuestion(d, q));
  try {
    const expected = new Map<string, QueryRunResult>();
    const results: QuestionResult[] = [];
    for (const item of items) {
      let reference: QueryRunResult | null = null;
      if (item.reference !== null) {
        reference = expected.get(item.reference) ?? (await runReference(db, item.reference));
        expected.set(item.reference, reference);
      }
      let translation: Translation;
      try {
        translation = await translate(db, item.question);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        translation = { sql: '', data: undefined, failReason: `threw: ${message}`, source: 'none' };
      }
      results.push(scoreTranslation(item, translation, reference));
      options.onProgress?.(results.length, items.length);
    }
    return summarise(results);
  } finally {
    if (!options.db) await db.close();
  }
}

function percent(part: number, whole: number): string {
  return whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)}%`;
}

function tallyLine(label: string, t: Tally): string {
  return `${label.padEnd(26)} ${percent(t.correct, t.total).padStart(6)}  ${String(t.correct).padStart(3)}/${String(t.total).padEnd(3)}  declined ${String(t.declined).padStart(3)}  wrong ${String(t.wrong).padStart(3)}  unwarned wrong ${String(t.unwarnedWrong).padStart(3)}`;
}

/**
 * The report as text. Figures only, unless `showMisses`: then each question missed, with the
 * translator's SQL or fail reason (never for the held-out split).
 */
export function formatReport(
  report: EvaluationReport,
  { title, showMisses }: { title: string; showMisses: boolean },
): string {
  const { overall, answerable } = report;
  const lines = [
    title,
    tallyLine('overall', overall),
    tallyLine('answerable questions', answerable),
    `wrong answers: ${overall.wrong} (${percent(overall.wrong, overall.total)} of questions); without a warning: ${overall.unwarnedWrong} (${percent(overall.unwarnedWrong, overall.wrong)} of wrong answers)`,
    `correct answers with a warning: ${overall.warnedCorrect} of ${overall.correct}`,
    '',
    'by category:',
    ...CATEGORIES.map((c) => tallyLine(`  ${c}`, report.byCategory[c])),
  ];
  if (showMisses) {
    const misses = report.results.filter((r) => r.outcome !== 'correct');
    lines.push('', `misses (${misses.length}):`);
    for (const miss of misses) {
      lines.push(
        `- [${miss.item.category}] ${miss.item.family}: ${miss.item.question}`,
        `    ${miss.outcome}${miss.outcome === 'wrong' ? (miss.warned ? ' (warned)' : ' (no warning)') : ''}: ${miss.detail}`,
        `    got: ${miss.sql || '(no SQL)'}`,
        `    reference: ${miss.item.reference ?? '(decline)'}`,
        ...(miss.warning ? [`    warning: ${miss.warning}`] : []),
      );
    }
  }
  return lines.join('\n');
}
