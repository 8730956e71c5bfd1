import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { renderReport } from './report-markdown.ts';
import {
  type BenchResults,
  type BenchRun,
  benchRunSchema,
  DATABASE_MODES,
} from './results-schema.ts';

const storedSchema = z.object({ runs: z.record(z.string(), z.unknown()) });

/** The runs already in results.json; a run in an older format is left out. */
export function readResults(path: string): BenchResults {
  if (!existsSync(path)) return { runs: {} };
  const stored = storedSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  const runs: BenchResults['runs'] = {};
  for (const mode of DATABASE_MODES) {
    const run = benchRunSchema.safeParse(stored.data?.runs[mode]);
    if (run.success) runs[mode] = run.data;
  }
  return { runs };
}

/**
 * Writes `<dir>/results.json` and `<dir>/results.md` with this run in place of the previous run of
 * the same database mode (the other mode's run is kept, for the PGlite-to-server comparison).
 */
export function writeResults(dir: string, run: BenchRun): { json: string; markdown: string } {
  mkdirSync(dir, { recursive: true });
  const json = join(dir, 'results.json');
  const markdown = join(dir, 'results.md');
  const results = readResults(json);
  const merged: BenchResults = { runs: { ...results.runs, [run.mode]: run } };
  writeFileSync(json, `${JSON.stringify(merged, null, 2)}\n`);
  writeFileSync(markdown, renderReport(merged));
  return { json, markdown };
}
