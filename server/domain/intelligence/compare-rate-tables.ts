import type {
  BaseRateDelta,
  FactorPairStatus,
  FactorTableDelta,
  LevelDelta,
  TableSource,
} from '#contract/intelligence/diff-report.ts';
import type { FactorLevel } from '#server/domain/filings/factor-levels.ts';
import type { FilingDetails } from '#server/domain/filings/filing-details.ts';
import { roundTo } from './format-figures.ts';
import { pairUp } from './pair-up.ts';
import { type ProgramTables, revisionInForce, tableKey } from './program-tables.ts';

/** One filing of the diff with what the rest of its program revised. */
export type DiffSideTables = {
  details: FilingDetails;
  program: ProgramTables;
  /** The day the program's tables in force are read on: the filing's submission date. */
  asOf: string;
};

type Table = { source: TableSource; levels: { level: string; value: number; base: boolean }[] };

const NO_TABLE: TableSource = { serffTrackingNumber: null, revised: false, change: null };

/** A level's figures of A and B with B − A and B / A − 1 (percent). */
export function levelDelta(
  level: string,
  base: boolean,
  a: number | null,
  b: number | null,
  digits: number,
): LevelDelta {
  const both = a !== null && b !== null;
  return {
    level,
    base,
    a,
    b,
    difference: both ? roundTo(b - a, digits) : null,
    percentDifference: both && a !== 0 ? roundTo((b / a - 1) * 100, 2) : null,
  };
}

function afterValues(levels: readonly FactorLevel[]) {
  return levels.map((l) => ({ level: l.level, value: l.after, base: l.base === true }));
}

/** The factor's own table when the side revised it (a one-value factor reads as one level). */
function ownTable(factor: FilingDetails['factors'][number], tn: string): Table {
  const single =
    factor.levels.length === 0 && factor.relativityAfter !== undefined
      ? [{ level: 'All', value: factor.relativityAfter, base: false }]
      : [];
  return {
    source: { serffTrackingNumber: tn, revised: true, change: factor.change },
    levels: factor.levels.length > 0 ? afterValues(factor.levels) : single,
  };
}

/** The status of a pair from what each side revised and whether the other's program uses it. */
function statusOf(
  inA: boolean,
  inB: boolean,
  side: DiffSideTables,
  key: string,
  kind: 'factors' | 'baseRates',
): FactorPairStatus {
  if (inA && inB) return 'revised-in-both';
  const used = (side.program[kind].get(key)?.length ?? 0) > 0;
  if (inA) return used ? 'not-revised-in-b' : 'not-used-by-b';
  return used ? 'not-revised-in-a' : 'not-used-by-a';
}

/**
 * The tables the two filings revise, paired by name (folded) and company, B's companies read as
 * the A companies they are paired with.
 */
function pairOwn<T extends { company: string | null }>(
  a: readonly T[],
  b: readonly T[],
  name: (t: T) => string,
  companyOfA: (bCompany: string) => string,
) {
  const keyed = (list: readonly T[], company: (c: string) => string) =>
    list.map((t) => ({
      t,
      key: `${tableKey(name(t))}|${t.company === null ? '' : company(t.company)}`,
    }));
  return pairUp(
    keyed(a, (c) => c),
    keyed(b, companyOfA),
    (x) => x.key,
  ).map((p) => ({
    a: p.a?.t,
    b: p.b?.t,
  }));
}

function pairLevels(a: Table, b: Table): LevelDelta[] {
  return pairUp(a.levels, b.levels, (l) => l.level).map(({ key, a: x, b: y }) =>
    levelDelta(key, Boolean(x?.base || y?.base), x?.value ?? null, y?.value ?? null, 4),
  );
}

/**
 * Every factor either filing revised, compared level by level (ADR 022): a side that did not
 * revise the factor shows its program's table in force on its submission date, when there was
 * one. `companyOfA` maps B's company names onto the A companies they are paired with.
 */
export function compareFactorTables(
  a: DiffSideTables,
  b: DiffSideTables,
  companyOfA: (bCompany: string) => string,
): FactorTableDelta[] {
  const inherited = (side: DiffSideTables, name: string): Table => {
    const rev = revisionInForce(side.program.factors.get(tableKey(name)), side.asOf);
    return rev
      ? {
          source: { serffTrackingNumber: rev.serffTrackingNumber, revised: false, change: null },
          levels: afterValues(rev.levels),
        }
      : { source: NO_TABLE, levels: [] };
  };
  return pairOwn(a.details.factors, b.details.factors, (f) => f.name, companyOfA).map((pair) => {
    const fa = pair.a;
    const fb = pair.b;
    const any = (fa ?? fb) as FilingDetails['factors'][number];
    const ta = fa ? ownTable(fa, a.details.whole.serff_tracking_number) : inherited(a, any.name);
    const tb = fb ? ownTable(fb, b.details.whole.serff_tracking_number) : inherited(b, any.name);
    return {
      name: any.name,
      category: fb?.category || fa?.category || '',
      company: fa?.company ?? fb?.company ?? null,
      status: statusOf(Boolean(fa), Boolean(fb), fa ? b : a, tableKey(any.name), 'factors'),
      a: ta.source,
      b: tb.source,
      levels: pairLevels(ta, tb),
    };
  });
}

/** Base rates by coverage after each filing, read like factor tables (dollars, 2 decimals). */
export function compareBaseRates(
  a: DiffSideTables,
  b: DiffSideTables,
  companyOfA: (bCompany: string) => string,
): BaseRateDelta[] {
  const side = (
    own: FilingDetails['baseRates'][number] | undefined,
    d: DiffSideTables,
    coverage: string,
  ): { source: TableSource; value: number | null } => {
    if (own)
      return {
        source: {
          serffTrackingNumber: d.details.whole.serff_tracking_number,
          revised: true,
          change: own.change,
        },
        value: own.after,
      };
    const rev = revisionInForce(d.program.baseRates.get(tableKey(coverage)), d.asOf);
    return rev
      ? {
          source: { serffTrackingNumber: rev.serffTrackingNumber, revised: false, change: null },
          value: rev.after,
        }
      : { source: NO_TABLE, value: null };
  };
  return pairOwn(a.details.baseRates, b.details.baseRates, (r) => r.coverage, companyOfA).map(
    (pair) => {
      const ra = pair.a;
      const rb = pair.b;
      const any = (ra ?? rb) as FilingDetails['baseRates'][number];
      const sa = side(ra, a, any.coverage);
      const sb = side(rb, b, any.coverage);
      return {
        coverage: any.coverage,
        company: ra?.company ?? rb?.company ?? null,
        status: statusOf(Boolean(ra), Boolean(rb), ra ? b : a, tableKey(any.coverage), 'baseRates'),
        a: sa.source,
        b: sb.source,
        rate: levelDelta(any.coverage, false, sa.value, sb.value, 2),
      };
    },
  );
}
