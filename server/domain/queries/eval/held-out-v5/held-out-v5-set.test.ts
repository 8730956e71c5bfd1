import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '#server/data/seed-database.ts';
import type { Database } from '#server/db/connection.ts';
import { isOrderedReference } from '#server/domain/queries/eval/compare-results.ts';
import { DEV_SET } from '#server/domain/queries/eval/dev-set.ts';
import { DEV2_SET } from '#server/domain/queries/eval/dev2-set.ts';
import { DEV3_SET } from '#server/domain/queries/eval/dev3-set.ts';
import { DEV4_SET } from '#server/domain/queries/eval/dev4-set.ts';
import { DEV5_SET } from '#server/domain/queries/eval/dev5-set.ts';
import { CATEGORIES, type EvalItem } from '#server/domain/queries/eval/eval-types.ts';
import { HELD_OUT_SET } from '#server/domain/queries/eval/held-out/held-out-set.ts';
import { HELD_OUT_V2_SET } from '#server/domain/queries/eval/held-out-v2/held-out-v2-set.ts';
import { HELD_OUT_V3_SET } from '#server/domain/queries/eval/held-out-v3/held-out-v3-set.ts';
import { HELD_OUT_V4_SET } from '#server/domain/queries/eval/held-out-v4/held-out-v4-set.ts';
import { EVALUATION_SEED } from '#server/domain/queries/eval/run-evaluation.ts';
import { TUNING_SET } from '#server/domain/queries/eval/tuning-set.ts';
import type { QueryRunResult } from '#server/domain/queries/query-result.ts';
import { runCustomQuery } from '#server/domain/queries/run-custom-query.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { HELD_OUT_V5_SET } from './held-out-v5-set.ts';

/**
 * Checks the fifth held-out split (held-out-v5, 2026-11-29) itself, not the translator. It reads
 * the other splits only to compare; a failure prints counts or this split's own text, never theirs.
 */
function families(items: readonly EvalItem[]): Map<string, EvalItem[]> {
  const out = new Map<string, EvalItem[]>();
  for (const item of items) out.set(item.family, [...(out.get(item.family) ?? []), item]);
  return out;
}

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

const v5 = families(HELD_OUT_V5_SET);

describe('the held-out v5 split', () => {
  it('has at least 55 families and 230 questions, in families of 4 to 6 wordings', () => {
    expect(v5.size).toBeGreaterThanOrEqual(55);
    expect(HELD_OUT_V5_SET.length).toBeGreaterThanOrEqual(230);
    const misshapen = [...v5.entries()]
      .filter(
        ([, items]) =>
          items.length < 4 ||
          items.length > 6 ||
          new Set(items.map((i) => i.category)).size !== 1 ||
          new Set(items.map((i) => i.reference)).size !== 1,
      )
      .map(([name]) => name);
    expect(misshapen).toEqual([]);
  });

  it('covers every category with at least 3 families, and has 3 or 4 unanswerable ones', () => {
    const count = (category: string) =>
      [...v5.values()].filter((f) => f[0]?.category === category).length;
    for (const category of CATEGORIES) expect(count(category), category).toBeGreaterThanOrEqual(3);
    const unanswerable = [...v5.values()].filter((f) => f[0]?.category === 'unanswerable');
    expect(unanswerable.length).toBeGreaterThanOrEqual(3);
    expect(unanswerable.length).toBeLessThanOrEqual(4);
    expect(unanswerable.every((f) => f[0]?.reference === null)).toBe(true);
    expect([...v5.values()].filter((f) => f[0]?.reference === null).length).toBe(
      unanswerable.length,
    );
  });

  it('never asks a question twice', () => {
    const questions = HELD_OUT_V5_SET.map((i) => normalise(i.question));
    expect(questions.filter((q, i) => questions.indexOf(q) !== i)).toEqual([]);
  });

  it('shares no family, question or reference with any other split (its own text only)', () => {
    const others: EvalItem[] = [
      ...TUNING_SET,
      ...DEV_SET,
      ...DEV2_SET,
      ...DEV3_SET,
      ...DEV4_SET,
      ...DEV5_SET,
      ...HELD_OUT_SET,
      ...HELD_OUT_V2_SET,
      ...HELD_OUT_V3_SET,
      ...HELD_OUT_V4_SET,
    ];
    const names = new Set(others.map((i) => i.family));
    const asked = new Set(others.map((i) => normalise(i.question)));
    const references = new Set(others.map((i) => i.reference).filter(Boolean));
    expect([...v5.keys()].filter((f) => names.has(f))).toEqual([]);
    expect(
      HELD_OUT_V5_SET.filter((i) => asked.has(normalise(i.question))).map((i) => i.question),
    ).toEqual([]);
    expect(
      [...v5.entries()]
        .filter(([, [item]]) => item?.reference && references.has(item.reference))
        .map(([name]) => name),
    ).toEqual([]);
  });
});

describe('the held-out v5 references on the demo data', () => {
  let db: Database;

  beforeAll(async () => {
    db = await createTestDatabase('pglite');
    await seedDatabase(db, EVALUATION_SEED);
  }, 120_000);
  afterAll(() => db?.close());

  /** A result with at least one row holding a value other than null or zero. */
  function hasAnswer(result: QueryRunResult): boolean {
    return result.rows.some((row) => Object.values(row).some((v) => v !== null && v !== 0));
  }

  it('run without error and answer something', async () => {
    const failures: string[] = [];
    for (const [name, [item]] of v5) {
      if (!item?.reference) continue;
      const result = await runCustomQuery(db, item.reference);
      if (result.errorMessage) failures.push(`${name}: ${result.errorMessage}`);
      // References that read today's date ("year to date") need only run.
      else if (!hasAnswer(result) && !/current_date|now\(\)/i.test(item.reference))
        failures.push(`${name}: empty answer`);
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('rank without a tie at the limit', async () => {
    const ties: string[] = [];
    for (const [name, [item]] of v5) {
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
      if (result.rows.length > n && last.every((v, i) => v === next[i])) ties.push(name);
    }
    expect(ties).toEqual([]);
  }, 60_000);
});
