import type { FactorLevel } from '#server/domain/filings/factor-levels.ts';

/** A filing's revision of one factor's table that took effect, for one program. */
export type BenchmarkRevision = {
  serffTrackingNumber: string;
  /** YYYY-MM-DD; known, since the filing took effect. */
  effectiveDate: string;
  factor: string;
  levels: FactorLevel[];
};

/** A carrier's product in the state and line: its revisions, oldest first (effective date, then
 * submission date, then tracking number). */
export type BenchmarkProgram = {
  carrier: string;
  productName: string;
  segmentId: number;
  revisions: BenchmarkRevision[];
};

export type BenchmarkPoint = {
  serffTrackingNumber: string;
  effectiveDate: string;
  relativity: number;
};

export type BenchmarkRow = {
  carrier: string;
  productName: string;
  segmentId: number;
  serffTrackingNumber: string;
  effectiveDate: string;
  relativity: number;
  change: number;
  /** The revisions whose table has the level, oldest first; the last is the current one. */
  revisions: BenchmarkPoint[];
};

export type Spread = {
  programs: number;
  carriers: number;
  min: number;
  median: number;
  max: number;
};
export type BenchmarkYear = {
  year: number;
  programs: number;
  min: number;
  median: number;
  max: number;
};
export type ValueCount = { value: string; count: number };

/** The middle value (the mean of the two middle values for an even count); 0 for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? 0)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function summarize(values: readonly number[]) {
  return {
    min: values.length ? Math.min(...values) : 0,
    median: median(values),
    max: values.length ? Math.max(...values) : 0,
  };
}

const byCountThenName = (a: ValueCount, b: ValueCount) =>
  b.count - a.count || a.value.localeCompare(b.value);

/** A program's latest revision of `factor` effective on or before `day` (all have taken effect). */
function revisionInForce(program: BenchmarkProgram, factor: string, day: string) {
  return program.revisions.findLast((r) => r.factor === factor && r.effectiveDate <= day);
}

/** Factors with the number of programs that have a table of each in force. */
export function factorChoices(programs: readonly BenchmarkProgram[]): ValueCount[] {
  const counts = new Map<string, number>();
  for (const program of programs)
    for (const factor of new Set(program.revisions.map((r) => r.factor)))
      counts.set(factor, (counts.get(factor) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count })).sort(byCountThenName);
}

/**
 * The levels of the programs' current tables of `factor`, each with the number of programs whose
 * table has it, in table order (a level's earliest position in any table, then name).
 */
export function levelChoices(programs: readonly BenchmarkProgram[], factor: string): ValueCount[] {
  const levels = new Map<string, { count: number; position: number }>();
  for (const program of programs) {
    const current = program.revisions.findLast((r) => r.factor === factor);
    current?.levels.forEach((l, position) => {
      const seen = levels.get(l.level);
      levels.set(l.level, {
        count: (seen?.count ?? 0) + 1,
        position: Math.min(seen?.position ?? position, position),
      });
    });
  }
  return [...levels]
    .sort(([a, x], [b, y]) => x.position - y.position || a.localeCompare(b))
    .map(([value, { count }]) => ({ value, count }));
}

/**
 * The level a benchmark opens on: the one most programs' current tables have, leaving out a
 * level that is the base (1.000 by definition) in every table that has it, unless only base
 * levels are left; ties in table order.
 */
export function defaultLevel(
  programs: readonly BenchmarkProgram[],
  factor: string,
  levels: readonly ValueCount[],
): string {
  const baseOnly = new Set(levels.map((l) => l.value));
  for (const program of programs)
    for (const l of program.revisions.findLast((r) => r.factor === factor)?.levels ?? [])
      if (!l.base) baseOnly.delete(l.level);
  const rated = levels.filter((l) => !baseOnly.has(l.value));
  const pool = rated.length > 0 ? rated : levels;
  return (
    pool.reduce<ValueCount | undefined>(
      (best, l) => (!best || l.count > best.count ? l : best),
      undefined,
    )?.value ?? ''
  );
}

/**
 * One row per program whose current table of `factor` (its latest revision that took effect)
 * has `level`, by relativity ascending (then carrier, product).
 */
export function benchmarkRows(
  programs: readonly BenchmarkProgram[],
  factor: string,
  level: string,
): BenchmarkRow[] {
  const rows: BenchmarkRow[] = [];
  for (const program of programs) {
    const revisions = program.revisions.filter((r) => r.factor === factor);
    const current = revisions.at(-1);
    const cell = current?.levels.find((l) => l.level === level);
    if (!current || !cell) continue;
    rows.push({
      carrier: program.carrier,
      productName: program.productName,
      segmentId: program.segmentId,
      serffTrackingNumber: current.serffTrackingNumber,
      effectiveDate: current.effectiveDate,
      relativity: cell.after,
      change: cell.change,
      revisions: revisions.flatMap((r) => {
        const l = r.levels.find((x) => x.level === level);
        return l
          ? [
              {
                serffTrackingNumber: r.serffTrackingNumber,
                effectiveDate: r.effectiveDate,
                relativity: l.after,
              },
            ]
          : [];
      }),
    });
  }
  return rows.sort(
    (a, b) =>
      a.relativity - b.relativity ||
      a.carrier.localeCompare(b.carrier) ||
      a.productName.localeCompare(b.productName),
  );
}

export function spreadOf(rows: readonly BenchmarkRow[]): Spread {
  return {
    programs: rows.length,
    carriers: new Set(rows.map((r) => r.carrier)).size,
    ...summarize(rows.map((r) => r.relativity)),
  };
}

/**
 * The level's relativities in force at the end of each year (the current year: on `asOf`), from
 * the year of the earliest revision having the level; a program counts in a year when its table
 * of the factor in force then has the level. Years when none does are left out.
 */
export function benchmarkYears(
  programs: readonly BenchmarkProgram[],
  factor: string,
  level: string,
  asOf: string,
): BenchmarkYear[] {
  const dates = programs.flatMap((p) =>
    p.revisions
      .filter((r) => r.factor === factor && r.levels.some((l) => l.level === level))
      .map((r) => r.effectiveDate),
  );
  if (dates.length === 0) return [];
  const first = Math.min(...dates.map((d) => Number(d.slice(0, 4))));
  const last = Number(asOf.slice(0, 4));
  const years: BenchmarkYear[] = [];
  for (let year = first; year <= last; year++) {
    const yearEnd = `${year}-12-31`;
    const day = yearEnd < asOf ? yearEnd : asOf;
    const values = programs.flatMap((p) => {
      const cell = revisionInForce(p, factor, day)?.levels.find((l) => l.level === level);
      return cell ? [cell.after] : [];
    });
    if (values.length > 0) years.push({ year, programs: values.length, ...summarize(values) });
  }
  return years;
}
