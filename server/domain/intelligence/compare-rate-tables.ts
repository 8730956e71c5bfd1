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

function pairLevels(a: Table, b: Table): LevelDelta[] {
  const names = [...new Set([...a.levels, ...b.levels].map((l) => l.level))];
  return names.map((name) => {
    const x = a.levels.find((l) => l.level === name);
    const y = b.levels.find((l) => l.level === name);
    return levelDelta(name, Boolean(x?.base || y?.base), x?.value ?? null, y?.value ?? null, 4);
  });
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
  const keyOf = (name: string, company: string | null) => `${tableKey(name)}|${company ?? ''}`;
  const ownA = new Map(a.details.factors.map((f) => [keyOf(f.name, f.company), f]));
  const ownB = new Map(
    b.details.factors.map((f) => [
      keyOf(f.name, f.company === null ? null : companyOfA(f.company)),
      f,
    ]),
  );
  const inherited = (side: DiffSideTables, name: string): Table => {
    const rev = revisionInForce(side.program.factors.get(tableKey(name)), side.asOf);
    return rev
      ? {
          source: { serffTrackingNumber: rev.serffTrackingNumber, revised: false, change: null },
          levels: afterValues(rev.levels),
        }
      : { source: NO_TABLE, levels: [] };
  };
  return [...new Set([...ownA.keys(), ...ownB.keys()])].map((key) => {
    const fa = ownA.get(key);
    const fb = ownB.get(key);
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
  const keyOf = (coverage: string, company: string | null) =>
    `${tableKey(coverage)}|${company ?? ''}`;
  const ownA = new Map(a.details.baseRates.map((r) => [keyOf(r.coverage, r.company), r]));
  const ownB = new Map(
    b.details.baseRates.map((r) => [
      keyOf(r.coverage, r.company === null ? null : companyOfA(r.company)),
      r,
    ]),
  );
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
  return [...new Set([...ownA.keys(), ...ownB.keys()])].map((key) => {
    const ra = ownA.get(key);
    const rb = ownB.get(key);
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
  });
}
