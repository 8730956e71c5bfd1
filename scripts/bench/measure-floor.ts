import type { WorkloadItem } from './api-workloads.ts';
import type { BeforeSample } from './data-version-bump.ts';
import { explainStep } from './explain-step.ts';
import { createInProcessCaller } from './in-process-caller.ts';
import type { RecordingDatabase } from './open-recording-database.ts';
import { percentile, summarize } from './percentile.ts';
import { planReplay, type ReplayStep } from './plan-replay.ts';
import type { ApiRow } from './results-schema.ts';
import { type SampleBudget, wantsMoreSamples } from './sample-budget.ts';

export type FloorResult = Pick<
  ApiRow,
  'floor' | 'floorPlanning' | 'statements' | 'slowestStatement' | 'floorError'
>;

const shortSql = (sql: string) => {
  const flat = sql.replace(/\s+/g, ' ').trim();
  return flat.length > 160 ? `${flat.slice(0, 157)}...` : flat;
};

/**
 * Captures the statements each request of `item` runs (after one warm-up call unless the item
 * has warm-up requests of its own, and after `beforeRecord`, which in --cold mode makes every
 * cache miss).
 */
async function captureSteps(
  rec: RecordingDatabase,
  item: WorkloadItem,
  beforeRecord: BeforeSample | undefined,
): Promise<ReplayStep[][]> {
  const call = createInProcessCaller(rec.db);
  const variants: ReplayStep[][] = [];
  for (const request of item.floorRequests ?? item.requests) {
    // The fixed workload's floor is its steady state (warmed by one call, as its repeated api
    // calls are); a population request is recorded on its first call, as a user asking it meets it.
    if (!item.warmup) await call(item.service, item.method, request);
    await beforeRecord?.();
    const { statements } = await rec.record(() => call(item.service, item.method, request));
    variants.push(planReplay(statements));
  }
  return variants;
}

async function measureItem(
  rec: RecordingDatabase,
  item: WorkloadItem,
  budget: SampleBudget,
  beforeRecord: BeforeSample | undefined,
): Promise<FloorResult> {
  const variants = await captureSteps(rec, item, beforeRecord);
  const perStep = new Map<string, { sql: string; samples: number[] }>();
  for (const steps of variants) for (const step of steps) await explainStep(rec.db, step);
  const totals: number[] = [];
  const planning: number[] = [];
  const started = performance.now();
  while (wantsMoreSamples(budget, totals.length, performance.now() - started)) {
    const index = totals.length % variants.length;
    let total = 0;
    let planned = 0;
    for (const [stepIndex, step] of (variants[index] ?? []).entries()) {
      const { executionMs, planningMs } = await explainStep(rec.db, step);
      total += executionMs;
      planned += planningMs;
      const key = `${index}:${stepIndex}`;
      const entry = perStep.get(key) ?? { sql: step.statement.sql, samples: [] };
      entry.samples.push(executionMs);
      perStep.set(key, entry);
    }
    totals.push(total);
    planning.push(planned);
  }
  let slowest: { sql: string; p50: number } | undefined;
  for (const { sql, samples } of perStep.values()) {
    const p50 = percentile(
      [...samples].sort((a, b) => a - b),
      50,
    );
    if (!slowest || p50 > slowest.p50)
      slowest = { sql: shortSql(sql), p50: Math.round(p50 * 100) / 100 };
  }
  const statements = Math.max(...variants.map((v) => v.length));
  return {
    floor: summarize(totals),
    floorPlanning: summarize(planning),
    statements,
    ...(slowest ? { slowestStatement: slowest } : {}),
  };
}

/**
 * The floor of each api call: the statements the api's own code sends for it (captured from an
 * in-process call on the bench database), replayed under EXPLAIN ANALYZE; per call the sum of
 * their execution times. Requests are used in turn, one warm-up round first.
 */
export async function measureFloor(
  rec: RecordingDatabase,
  items: readonly WorkloadItem[],
  budget: SampleBudget,
  log: (message: string) => void,
  beforeRecord?: BeforeSample,
): Promise<Map<string, FloorResult>> {
  const results = new Map<string, FloorResult>();
  for (const item of items) {
    try {
      const result = await measureItem(rec, item, budget, beforeRecord);
      results.set(item.id, result);
      log(`floor ${item.label}: p50 ${result.floor?.p50} ms, ${result.statements} statements`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      results.set(item.id, { floorError: message });
      log(`floor ${item.label}: FAILED ${message}`);
    }
  }
  return results;
}
