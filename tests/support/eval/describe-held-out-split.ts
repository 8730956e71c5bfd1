import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { isOrderedReference } from '#server/domain/queries/eval/compare-results.ts';
import { CATEGORIES, type EvalItem } from '#server/domain/queries/eval/eval-types.ts';
import { EVALUATION_SEED } from '#server/domain/queries/eval/run-evaluation.ts';
import type { QueryRunResult } from '#server/domain/queries/query-result.ts';
import { runCustomQuery } from '#server/domain/queries/run-custom-query.ts';
import { createSeededTestDatabase } from '#tests/support/seeded-test-database.ts';

export function familiesOf(items: readonly EvalItem[]): Map<string, EvalItem[]> {
  const out = new Map<string, EvalItem[]>();
  for (const item of items) out.set(item.family, [...(out.get(item.family) ?? []), item]);
  return out;
}

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** A result with at least one row holding a value other than null or zero. */
function hasAnswer(result: QueryRunResult): boolean {
  return result.rows.some((row) => Object.values(row).some((v) => v !== null && v !== 0));
}

/**
 * The families of a split whose reference fails or answers nothing (name and reason). References
 * that read today's date ("year to date") need only run: the demo data ends in 2026.
 */
export async function unansweredReferences(
  db: Database,
  items: readonly EvalItem[],
): Promise<string[]> {
  const failures: string[] = [];
  for (const [family, [item]] of familiesOf(items)) {
    if (!item?.reference) continue;
    const result = await runCustomQuery(db, item.reference);
    if (result.errorMessage) failures.push(`${family}: ${result.errorMessage}`);
    else if (!hasAnswer(result) && !/current_date|now\(\)/i.test(item.reference))
      failures.push(`${family}: empty answer`);
  }
  return failures;
}

/** The families of a split whose ranked reference (ORDER BY ... LIMIT n) has a tie at its limit. */
export async function referencesTiedAtLimit(
  db: Database,
  items: readonly EvalItem[],
): Promise<string[]> {
  const ties: string[] = [];
  for (const [family, [item]] of familiesOf(items)) {
    const limit = item?.reference ? /\blimit\s+(\d+)\s*$/i.exec(item.reference) : null;
    if (!item?.reference || !limit || !isOrderedReference(item.reference)) continue;
    const n = Number(limit[1]);
    // One row more than the reference asks for: the row after the last must rank lower.
    const result = await runCustomQuery(
      db,
      item.reference.replace(/\blimit\s+\d+\s*$/i, `limit ${n + 1}`),
    );
    const numbers = (row: Record<string, unknown> | undefined) =>
      Object.values(row ?? {}).filter((v) => typeof v === 'number');
    const last = numbers(result.rows[n - 1]);
    const next = numbers(result.rows[n]);
    if (result.rows.length > n && last.every((v, i) => v === next[i])) ties.push(family);
  }
  return ties;
}

export type HeldOutSplitShape = {
  /** The split's name as the runner knows it ("held-out-v5"). */
  name: string;
  items: readonly EvalItem[];
  /** Every other split, compared with; a failure prints only this split's own text. */
  others: readonly EvalItem[];
  minFamilies: number;
  minQuestions: number;
};

/**
 * The checks of a blind held-out split itself (not of the translator), one describe per part:
 * its shape (families of 4 to 6 wordings sharing a category and a reference, every category with
 * at least 3 families, 3 or 4 unanswerable ones, no question twice), nothing shared with the other
 * splits, and references that run on the demo data, answer something and rank without a tie at
 * their limit.
 */
export function describeHeldOutSplit(split: HeldOutSplitShape): void {
  const { name, items, others } = split;
  const families = familiesOf(items);

  describe(`the ${name} split`, () => {
    it(`has at least ${split.minFamilies} families and ${split.minQuestions} questions, in families of 4 to 6 wordings`, () => {
      expect(families.size).toBeGreaterThanOrEqual(split.minFamilies);
      expect(items.length).toBeGreaterThanOrEqual(split.minQuestions);
      const misshapen = [...families.entries()]
        .filter(
          ([, wordings]) =>
            wordings.length < 4 ||
            wordings.length > 6 ||
            new Set(wordings.map((i) => i.category)).size !== 1 ||
            new Set(wordings.map((i) => i.reference)).size !== 1,
        )
        .map(([family]) => family);
      expect(misshapen).toEqual([]);
    });

    it('covers every category with at least 3 families, and has 3 or 4 unanswerable ones', () => {
      const count = (category: string) =>
        [...families.values()].filter((f) => f[0]?.category === category).length;
      for (const category of CATEGORIES)
        expect(count(category), category).toBeGreaterThanOrEqual(3);
      const unanswerable = [...families.values()].filter((f) => f[0]?.category === 'unanswerable');
      expect(unanswerable.length).toBeGreaterThanOrEqual(3);
      expect(unanswerable.length).toBeLessThanOrEqual(4);
      expect(unanswerable.every((f) => f[0]?.reference === null)).toBe(true);
      expect([...families.values()].filter((f) => f[0]?.reference === null).length).toBe(
        unanswerable.length,
      );
    });

    it('never asks a question twice', () => {
      const questions = items.map((i) => normalise(i.question));
      expect(questions.filter((q, i) => questions.indexOf(q) !== i)).toEqual([]);
    });

    it('shares no family, question or reference with any other split (its own text only)', () => {
      const names = new Set(others.map((i) => i.family));
      const asked = new Set(others.map((i) => normalise(i.question)));
      const references = new Set(others.map((i) => i.reference).filter(Boolean));
      expect([...families.keys()].filter((f) => names.has(f))).toEqual([]);
      expect(items.filter((i) => asked.has(normalise(i.question))).map((i) => i.question)).toEqual(
        [],
      );
      expect(
        [...families.entries()]
          .filter(([, [item]]) => item?.reference && references.has(item.reference))
          .map(([family]) => family),
      ).toEqual([]);
    });
  });

  describe(`the ${name} references on the demo data`, () => {
    let db: Database;

    beforeAll(async () => {
      db = await createSeededTestDatabase('pglite', EVALUATION_SEED);
    }, 120_000);
    afterAll(() => db?.close());

    it('run without error and answer something', async () => {
      expect(await unansweredReferences(db, items)).toEqual([]);
    }, 60_000);

    it('rank without a tie at the limit', async () => {
      expect(await referencesTiedAtLimit(db, items)).toEqual([]);
    }, 60_000);
  });
}
