import type { ValueMap } from './expected-values.ts';

/** Counts per field (the path without the names in brackets): checked, right, and invented. */
export type FieldScore = { checked: number; correct: number; invented: number };
export type Scores = Map<string, FieldScore>;

/** "company[Acme].rate_impact" -> "company.rate_impact". */
export const fieldOf = (path: string): string => path.replace(/\[[^\]]*\]/g, '');

function tolerance(path: string): number {
  if (/written_premium|policyholders/.test(path)) return 0.5;
  return 0.00051;
}

function same(
  path: string,
  expected: string | number | null,
  actual: string | number | null,
): boolean {
  if (expected === null || actual === null) return expected === actual;
  if (typeof expected === 'number' && typeof actual === 'number')
    return Math.abs(expected - actual) <= tolerance(path);
  return (
    String(expected).replace(/\s+/g, ' ').trim() === String(actual).replace(/\s+/g, ' ').trim()
  );
}

/**
 * Scores one document: every expected path is checked (a value the document does not state must
 * come back absent); every extracted value under a path that is not expected is counted as
 * invented (a company, factor or level the document does not have).
 */
export function scoreExtraction(
  expected: ValueMap,
  actual: ValueMap,
  into: Scores = new Map(),
): Scores {
  const bump = (path: string, key: keyof FieldScore) => {
    const field = fieldOf(path);
    const score = into.get(field) ?? { checked: 0, correct: 0, invented: 0 };
    score[key] += 1;
    into.set(field, score);
  };
  for (const [path, value] of expected) {
    bump(path, 'checked');
    if (same(path, value, actual.get(path) ?? null)) bump(path, 'correct');
  }
  for (const [path, value] of actual)
    if (!expected.has(path) && value !== null) bump(path, 'invented');
  return into;
}

/** Correct over checked, with invented values counted as wrong answers. */
export function accuracyOf(score: FieldScore): number {
  const total = score.checked + score.invented;
  return total === 0 ? 1 : score.correct / total;
}

export function totalOf(scores: Scores): FieldScore {
  const total = { checked: 0, correct: 0, invented: 0 };
  for (const s of scores.values()) {
    total.checked += s.checked;
    total.correct += s.correct;
    total.invented += s.invented;
  }
  return total;
}

/** The per-field table as text (fields sorted), with the total last. */
export function formatScores(title: string, scores: Scores): string {
  const rows = [...scores].sort(([a], [b]) => a.localeCompare(b));
  const width = Math.max(24, ...rows.map(([f]) => f.length));
  const line = (name: string, s: FieldScore) =>
    `${name.padEnd(width)}  ${String(s.checked).padStart(6)}  ${String(s.correct).padStart(6)}  ${String(s.invented).padStart(5)}  ${(accuracyOf(s) * 100).toFixed(1).padStart(6)}%`;
  return [
    title,
    `${'field'.padEnd(width)}  ${'checked'.padStart(6)} ${'right'.padStart(6)}  ${'extra'.padStart(5)}  ${'accuracy'.padStart(7)}`,
    ...rows.map(([f, s]) => line(f, s)),
    line('ALL', totalOf(scores)),
  ].join('\n');
}
