import { toFilingAggregate } from '#server/domain/analytics/filing-aggregate.ts';
import type {
  GroupDimension,
  GroupedAggregate,
} from '#server/domain/analytics/group-filing-aggregates.ts';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';
import { totalsToRows } from './aggregate-rows.ts';
import { accumulateGroupings, type GroupTotals, type Level, rollUp } from './aggregate-totals.ts';
import type { AnalyticsStore } from './analytics-store.ts';
import { HISTOGRAM_CELLS } from './day-histograms.ts';
import { planFilters } from './filter-plan.ts';
import { type DimensionCodes, dimensionCodes } from './group-keys.ts';
import { keyedGroups } from './keyed-groups.ts';
import { selectFilings } from './select-filings.ts';

/** A one-dimension set with at most this many codes has a group per code (no numbering pass). */
const CODE_GROUPS = 4096;

type SetPlan = {
  set: readonly GroupDimension[];
  dims: DimensionCodes[];
  level: Level;
  /**
   * Accumulated over the filings: the group of each selected filing (`byFiling`: of each filing,
   * the dimension's own codes; groups without filings are then dropped) and each group's codes.
   */
  direct?: { groups: ArrayLike<number>; keys: number[][]; byFiling: boolean };
  /** Rolled up from the totals of this finer set (index), whose dimensions it has. */
  from?: number;
};

/** The group of each selected filing. */
function entryGroups(direct: NonNullable<SetPlan['direct']>, selection: Uint32Array) {
  return direct.byFiling
    ? Uint32Array.from(selection, (i) => direct.groups[i] ?? 0)
    : direct.groups;
}

/** A set strictly finer than `set` that is accumulated in full, or -1. */
function finerFull(plans: readonly SetPlan[], set: readonly GroupDimension[]): number {
  return plans.findIndex(
    (p) =>
      p.direct &&
      p.level === 'full' &&
      p.set.length > set.length &&
      set.every((d) => p.set.includes(d)),
  );
}

/** The groups of `plan` from those of the finer set `source` (keys projected, numbered densely). */
function projectKeys(plan: SetPlan, source: SetPlan) {
  const positions = plan.set.map((d) => source.set.indexOf(d));
  const ids = new Map<string, number>();
  const keys: number[][] = [];
  const into = (source.direct?.keys ?? []).map((key) => {
    const projected = positions.map((p) => key[p] ?? 0);
    const id = projected.join(',');
    let g = ids.get(id);
    if (g === undefined) {
      g = keys.length;
      ids.set(id, g);
      keys.push(projected);
    }
    return g;
  });
  if (plan.set.length === 0 && keys.length === 0) keys.push([]);
  return { into, keys };
}

/**
 * groupFilingAggregates over the store: the same rows (one per group of each grouping set, and
 * one for the empty set even when no filing matches), keys and figures. A set whose dimensions a
 * finer set of the call has (the total, the carrier beside carrier × state) is added up from
 * that set's group totals instead of a pass of its own. `levels[k]` lets a set whose caller
 * reads only some figures skip the others (aggregate-totals.ts's Level); default every figure.
 */
export function storeGroupAggregates(
  store: AnalyticsStore,
  filters: FilingFilters,
  sets: readonly (readonly GroupDimension[])[],
  levels: readonly Level[] = [],
): GroupedAggregate[] {
  const f = store.filings;
  const selection = selectFilings(store, planFilters(store, filters));
  const codes = new Map(
    [...new Set(sets.flat())].map((d) => [d, dimensionCodes(store, filters, d)]),
  );
  const plans: SetPlan[] = sets.map((set, s) => ({
    set,
    dims: set.map((d) => codes.get(d)).filter((d): d is DimensionCodes => !!d),
    level: levels[s] ?? 'full',
  }));
  const width = Math.max(0, f.daysToApprovalHigh - f.daysToApprovalLow + 1);
  const makeDirect = (plan: SetPlan) => {
    const [only] = plan.dims;
    // A group per code while that stays small, and the medians still fit a histogram.
    const perCode =
      only &&
      plan.dims.length === 1 &&
      only.size <= CODE_GROUPS &&
      (plan.level !== 'full' || only.size * width <= HISTOGRAM_CELLS);
    if (perCode) {
      const keys = Array.from({ length: only.size }, (_, code) => [code]);
      plan.direct = { groups: only.codes, keys, byFiling: true };
    } else plan.direct = { ...keyedGroups(plan.dims, selection), byFiling: false };
  };
  // Sets no other set refines in full are accumulated; the others roll up when they can.
  for (const plan of plans) {
    const refined = plans.some(
      (p) =>
        p !== plan &&
        p.level === 'full' &&
        p.set.length > plan.set.length &&
        plan.set.every((d) => p.set.includes(d)),
    );
    if (!refined) makeDirect(plan);
  }
  for (const plan of plans) {
    if (plan.direct) continue;
    const source = finerFull(plans, plan.set);
    const sourceCount = plans[source]?.direct?.keys.length ?? 0;
    // Medians roll up through the finer set's histograms only.
    if (source >= 0 && (plan.level !== 'full' || sourceCount * width <= HISTOGRAM_CELLS))
      plan.from = source;
    else makeDirect(plan);
  }
  const direct = plans.filter((p) => p.direct);
  const accumulated = accumulateGroupings(
    store,
    selection,
    direct.map((p) => {
      const keys = p.direct?.keys ?? [];
      const count = p.set.length === 0 ? Math.max(1, keys.length) : keys.length;
      return {
        groups: p.direct?.groups ?? new Uint32Array(0),
        count,
        level: p.level,
        byFiling: p.direct?.byFiling,
      };
    }),
  );
  const totalsOf = new Map<SetPlan, GroupTotals>(
    direct.map((p, k) => [p, accumulated[k] as GroupTotals]),
  );
  const keysOf = new Map<SetPlan, number[][]>(
    direct.map((p) => [p, p.set.length === 0 ? [[]] : (p.direct?.keys ?? [])]),
  );
  for (const plan of plans) {
    const source = plan.from === undefined ? undefined : plans[plan.from];
    const sourceTotals = source ? totalsOf.get(source) : undefined;
    if (!source || !sourceTotals) continue;
    const { into, keys } = projectKeys(plan, source);
    totalsOf.set(plan, rollUp(sourceTotals, into, keys.length, plan.level));
    keysOf.set(plan, keys);
  }
  return plans.flatMap((plan) => {
    const totals = totalsOf.get(plan);
    if (!totals) return [];
    const direct = plan.direct;
    const rows = totalsToRows(
      store,
      totals,
      direct ? { filings: selection, groups: () => entryGroups(direct, selection) } : undefined,
    );
    const keys = keysOf.get(plan) ?? [];
    return rows.flatMap((row, g) => {
      // A group per code has rows for codes no selected filing has: SQL has no such groups.
      if (plan.set.length > 0 && row.total_filings === 0) return [];
      const named: Partial<Record<GroupDimension, string>> = {};
      const groupKeys = keys[g] ?? [];
      plan.set.forEach((d, n) => {
        named[d] = plan.dims[n]?.key(groupKeys[n] ?? 0) ?? '';
      });
      return [{ set: plan.set, keys: named, aggregate: toFilingAggregate(row) }];
    });
  });
}
