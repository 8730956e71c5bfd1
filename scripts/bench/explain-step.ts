import { z } from 'zod';
import type { Database } from '#server/db/connection.ts';
import { type PlanNode, parsePlanOutput } from './plan-nodes.ts';
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

type ExplainRows = readonly Record<string, unknown>[];

async function explain(db: Database, step: ReplayStep, options: string): Promise<ExplainRows> {
  for (const setting of step.settings) await db.query(setting.sql, [...setting.parameters]);
  return db.query<Record<string, unknown>>(`explain (${options}) ${step.statement.sql}`, [
    ...step.statement.parameters,
  ]);
}

/**
 * EXPLAIN with `options` of one replayed statement. Anything but a plain SELECT runs in a
 * transaction that is rolled back, with the settings it originally ran under.
 */
async function explainReplayed(
  db: Database,
  step: ReplayStep,
  options: string,
): Promise<ExplainRows> {
  const plainRead = /^\s*select\b/i.test(step.statement.sql) && step.settings.length === 0;
  if (plainRead) return explain(db, step, options);
  let rows: ExplainRows | undefined;
  try {
    await db.transaction(async (tx) => {
      rows = await explain(tx, step, options);
      throw new Rollback('rollback');
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  if (!rows) throw new Error('EXPLAIN returned nothing');
  return rows;
}

/**
 * Runs one statement under EXPLAIN ANALYZE (per-node timing off, which only adds overhead) and
 * returns the database's own execution and planning times.
 */
export async function explainStep(db: Database, step: ReplayStep): Promise<StepTiming> {
  return parseExplainOutput(await explainReplayed(db, step, 'analyze, timing off, format json'));
}

/** The plan the database chooses for one statement (not run), under its original settings. */
export async function planOfStep(db: Database, step: ReplayStep): Promise<PlanNode> {
  return parsePlanOutput(await explainReplayed(db, step, 'format json'));
}
