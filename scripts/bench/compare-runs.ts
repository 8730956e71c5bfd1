import { formatCount } from './format-figures.ts';
import { type BenchRun, RPC_GROUPS, type RpcGroup } from './results-schema.ts';
import { HUNDRED_THOUSAND_TARGETS, latencyTargetsFor, MILLION_TARGETS } from './targets.ts';

/** One run to compare, named by how it was made ("warm, fixed requests", "cold", "population"). */
export type NamedRun = { name: string; run: BenchRun };

const GROUP_TITLES: Record<RpcGroup, string> = {
  list: 'List filings',
  get: 'Get whole filing',
  count: 'Number of filings',
  metadata: 'Filter metadata',
  search: 'Search',
  aggregate: 'Aggregates',
  top: 'Top lists',
  custom: 'Custom query',
};

/** The slowest p95 of a group's calls in a run (the group's figure for its target). */
export function groupP95(run: BenchRun, group: RpcGroup): number | undefined {
  const figures = run.api.filter((r) => r.group === group && r.api).map((r) => r.api?.p95 ?? 0);
  return figures.length > 0 ? Math.max(...figures) : undefined;
}

/** A run's figure beside its own data size's target: "44.0 ms (missed)", "8.0 ms (met)". */
function cell(value: number | undefined, target: number | undefined): string {
  if (value === undefined) return '–';
  const verdict = target === undefined ? '' : value <= target ? ' (met)' : ' (missed)';
  return `${value.toFixed(1)} ms${verdict}`;
}

const targetText = (thousand: number | undefined, million: number | undefined): string =>
  thousand === undefined ? '–' : `${thousand} / ${million} ms`;

/**
 * A side-by-side table of the runs' api figures: per group of calls, the slowest p95 of each run
 * and the targets (at 100,000 / at 1,000,000 filings; each run is judged by its own size's);
 * then page TTFB. The runs may differ in data size: each column names its own.
 */
export function renderComparison(runs: readonly NamedRun[]): string {
  const header = [
    '| Calls | Target p95 (100,000 / 1,000,000 filings) |',
    ...runs.map(({ name, run }) => ` ${name} (${formatCount(run.data.filings)} filings) |`),
  ].join('');
  const rule = `|---|---|${runs.map(() => '---|').join('')}`;
  const rows = RPC_GROUPS.filter((group) =>
    runs.some(({ run }) => groupP95(run, group) !== undefined),
  ).map((group) => {
    const target = targetText(HUNDRED_THOUSAND_TARGETS.p95Ms[group], MILLION_TARGETS.p95Ms[group]);
    const cells = runs
      .map(
        ({ run }) =>
          ` ${cell(groupP95(run, group), latencyTargetsFor(run.data.filings).p95Ms[group])} |`,
      )
      .join('');
    return `| ${GROUP_TITLES[group]} (slowest call) | ${target} |${cells}`;
  });
  const ttfb = runs
    .map(({ run }) => {
      const figures = run.pages.filter((p) => p.ttfb).map((p) => p.ttfb?.p95 ?? 0);
      const slowest = figures.length > 0 ? Math.max(...figures) : undefined;
      return ` ${cell(slowest, latencyTargetsFor(run.data.filings).pageTtfbP95Ms)} |`;
    })
    .join('');
  return [
    header,
    rule,
    ...rows,
    `| Page TTFB (slowest page) | ${targetText(HUNDRED_THOUSAND_TARGETS.pageTtfbP95Ms, MILLION_TARGETS.pageTtfbP95Ms)} |${ttfb}`,
    '',
  ].join('\n');
}
