import { z } from 'zod';
import type { Database } from '../../server/db/connection.ts';
import type { ReplayStep } from './plan-replay.ts';

const explainOutputSchema = z
  .array(z.object({ 'Execution Time': z.number(), 'Planning Time': z.number().optional() }))
  .min(1);

export type StepTiming = { executionMs: number; planningMs: number };

class Rollback extends Error {}

/** EXPLAIN (ANALYZE) output as node-postgres (parsed json) or PGlite (text) hands it back. */
export function parseExplainOutput(rows: readonly Record<string, unknown>[]): StepTiming {
  const raw = rows[0]?.['QUERY PLAN'];
  const parsed = explainOutputSchema.parse(typeof raw === 'string' ? JSON.parse(raw) : raw);
  const [plan] = parsed;
  return { executionMs: plan?.['Execution Time'] ?? 0, planningMs: plan?.['Planning Time'] ?? 0 };
}

async function explain(db: Database, step: ReplayStep): Promise<StepTiming> {
  for (const setting of step.settings) await db.query(setting.sql, [...setting.parameters]);
  const rows = await db.query<Record<string, unknown>>(
    `explain (analyze, timing off, format json) ${step.statement.sql}`,
    [...step.statement.parameters],
  );
  return parseExplainOutput(rows);
}

/**
 * Runs one statement under EXPLAIN ANALYZE (per-node timing off, which only adds overhead) and
 * returns the database's own execution and planning times. Anything but a plain SELECT runs in a
 * transaction that is rolled back, with the settings it originally ran under.
 */
export async function explainStep(db: Database, step: ReplayStep): Promise<StepTiming> {
  const plainRead = /^\s*select\b/i.test(step.statement.sql) && step.settings.length === 0;
  if (plainRead) return explain(db, step);
  let timing: StepTiming | undefined;
  try {
    await db.transaction(async (tx) => {
      timing = await explain(tx, step);
      throw new Rollback('rollback');
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  if (!timing) throw new Error('EXPLAIN returned no timing');
  return timing;
}
