import { evaluatePgliteRun } from './pglite-targets.ts';
import type { BenchRun } from './results-schema.ts';
import { evaluateServerRun, type TargetCheck } from './targets.ts';

/** The targets of a run: the server's own, or PGlite's relative to the server run. */
export function evaluateRun(run: BenchRun, server: BenchRun | undefined): TargetCheck[] {
  return run.mode === 'postgres' ? evaluateServerRun(run) : evaluatePgliteRun(run, server);
}
