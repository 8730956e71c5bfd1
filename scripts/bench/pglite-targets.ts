import { formatMs } from './format-figures.ts';
import type { BenchRun } from './results-schema.ts';
import { TARGETS, type TargetCheck, type TargetSection } from './targets.ts';

function withinFactor(
  section: TargetSection,
  row: { id: string; label: string; error?: string },
  own: number | undefined,
  server: number | undefined,
): TargetCheck {
  const base = { section, rowId: row.id, subject: row.label };
  if (row.error || own === undefined) {
    return { ...base, target: 'answers', figure: 'failed', met: false, reason: row.error ?? '' };
  }
  const figure = `p95 ${formatMs(own)} ms`;
  if (server === undefined) {
    const reason = 'no server figure to compare with (run the bench on the server first)';
    return { ...base, target: `≤ ${TARGETS.pgliteFactor}× server p95`, figure, met: null, reason };
  }
  const limit = TARGETS.pgliteFactor * server;
  const met = own <= limit;
  return {
    ...base,
    target: `≤ ${TARGETS.pgliteFactor}× server p95 (${formatMs(limit)} ms)`,
    figure,
    met,
    reason: met
      ? ''
      : `PGlite runs every query in WebAssembly on the app's own thread, one at a time (server p95 ${formatMs(server)} ms)`,
  };
}

/** The PGlite targets: each latency within 3x of the server run's figure for the same call. */
export function evaluatePgliteRun(run: BenchRun, server: BenchRun | undefined): TargetCheck[] {
  const serverApi = new Map(server?.api.map((row) => [row.id, row.api?.p95]));
  const serverPages = new Map(server?.pages.map((row) => [row.id, row.ttfb?.p95]));
  return [
    ...run.api.map((row) => withinFactor('api', row, row.api?.p95, serverApi.get(row.id))),
    ...run.pages.map((row) => withinFactor('pages', row, row.ttfb?.p95, serverPages.get(row.id))),
  ];
}
