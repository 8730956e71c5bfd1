import type { AnalyticsStore } from '#server/domain/analytics/memory-store/analytics-store.ts';
import { groupRows } from '#server/domain/analytics/memory-store/postings.ts';
import { trackingNumberIndexBuilder } from '#server/domain/analytics/memory-store/tracking-number-index.ts';

type Column = Float64Array | Int32Array | Uint32Array | Uint16Array | Uint8Array;

function repeat<T extends Column>(column: T, times: number, offset = 0): T {
  const out = new (column.constructor as new (length: number) => T)(column.length * times);
  for (let r = 0; r < times; r++) {
    if (offset === 0) out.set(column, r * column.length);
    else
      for (let k = 0; k < column.length; k++)
        out[r * column.length + k] = (column[k] ?? 0) + r * offset;
  }
  return out;
}

/** Each position of `order` followed by its copies (copy r of position p is r × n + p). */
function repeatOrder(order: Uint32Array, times: number, n: number): Uint32Array {
  const out = new Uint32Array(order.length * times);
  let at = 0;
  for (const position of order) for (let r = 0; r < times; r++) out[at++] = r * n + position;
  return out;
}

function repeatOrders<K extends string>(
  orders: Partial<Record<K, Uint32Array>>,
  times: number,
  n: number,
): Partial<Record<K, Uint32Array>> {
  const out: Partial<Record<K, Uint32Array>> = {};
  for (const [field, order] of Object.entries(orders) as [K, Uint32Array | undefined][])
    if (order) out[field] = repeatOrder(order, times, n);
  return out;
}

function repeatOptional<T extends Column>(column: T | undefined, times: number): T | undefined {
  return column ? repeat(column, times) : undefined;
}

/**
 * The store `times` over: every filing, company row, factor revision and review copied with its
 * filings renumbered (tracking numbers suffixed). For timing the store's answers at a size the
 * machine has no database for (measure-analytics-store.ts --scale); its figures are not checked.
 */
export function replicateAnalyticsStore(store: AnalyticsStore, times: number): AnalyticsStore {
  const f = store.filings;
  const n = f.count;
  const tn = trackingNumberIndexBuilder();
  const decode = (i: number) =>
    String.fromCharCode(
      ...store.trackingNumbers.units.subarray(
        store.trackingNumbers.offsets[i] ?? 0,
        store.trackingNumbers.offsets[i + 1] ?? 0,
      ),
    );
  for (let r = 0; r < times; r++)
    for (let i = 0; i < n; i++) tn.push(r ? `${decode(i)}~${r}` : decode(i));
  const rows = store.companyRows;
  const rowFiling = repeat(rows.filing, times, n);
  const rowCompany = repeat(rows.company, times);
  const companies = groupRows(rowCompany, store.dictionaries.company.values.length, rowFiling);
  const pairs = store.filingFactors;
  const revisions = pairs.factor.length;
  const factorStart = new Uint32Array(n * times + 1);
  for (let r = 0; r < times; r++)
    for (let i = 0; i < n; i++) factorStart[r * n + i] = r * revisions + (pairs.start[i] ?? 0);
  factorStart[n * times] = revisions * times;
  const a = store.assignments;
  const reviews = a.reviewer.length;
  const assignmentStart = new Uint32Array(n * times + 1);
  for (let r = 0; r < times; r++)
    for (let i = 0; i < n; i++) assignmentStart[r * n + i] = r * reviews + (a.start[i] ?? 0);
  assignmentStart[n * times] = reviews * times;
  return {
    ...store,
    filings: {
      ...f,
      count: n * times,
      carrier: repeat(f.carrier, times),
      state: repeat(f.state, times),
      lineOfBusiness: repeat(f.lineOfBusiness, times),
      subToi: repeat(f.subToi, times),
      filingType: repeat(f.filingType, times),
      dispositionStatus: repeat(f.dispositionStatus, times),
      productName: repeat(f.productName, times),
      effectiveDay: repeat(f.effectiveDay, times),
      submittedDay: repeat(f.submittedDay, times),
      dispositionDay: repeat(f.dispositionDay, times),
      daysToApproval: repeat(f.daysToApproval, times),
      objectionCount: repeat(f.objectionCount, times),
      rateImpact: repeat(f.rateImpact, times),
      indicatedChange: repeat(f.indicatedChange, times),
      writtenPremium: repeat(f.writtenPremium, times),
      writtenPremiumChange: repeat(f.writtenPremiumChange, times),
      policyholders: repeat(f.policyholders, times),
      rateRange: repeat(f.rateRange, times),
      flags: repeat(f.flags, times),
      outcome: repeat(f.outcome, times),
    },
    trackingNumbers: tn.finish(),
    companyRows: {
      count: rows.count * times,
      id: repeat(
        rows.id,
        times,
        rows.id.reduce((a, b) => Math.max(a, b), 0),
      ),
      filing: rowFiling,
      company: rowCompany,
      carrier: repeatOptional(rows.carrier, times),
      state: repeatOptional(rows.state, times),
      lineOfBusiness: repeatOptional(rows.lineOfBusiness, times),
      subToi: repeatOptional(rows.subToi, times),
      filingType: repeatOptional(rows.filingType, times),
      dispositionStatus: repeatOptional(rows.dispositionStatus, times),
      productName: repeatOptional(rows.productName, times),
      effectiveDay: repeatOptional(rows.effectiveDay, times),
      dispositionDay: repeatOptional(rows.dispositionDay, times),
      rateImpact: repeat(rows.rateImpact, times),
      writtenPremium: repeat(rows.writtenPremium, times),
      writtenPremiumChange: repeat(rows.writtenPremiumChange, times),
    },
    companyFilings: { start: companies.start, filing: companies.filing },
    filingFactors: {
      start: factorStart,
      factor: repeat(pairs.factor, times),
      change: repeat(pairs.change, times),
      category: repeat(pairs.category, times),
    },
    assignments: {
      start: assignmentStart,
      reviewer: repeat(a.reviewer, times),
      primary: repeat(a.primary, times),
    },
    sortOrders: {
      companyRows: repeatOrders(store.sortOrders.companyRows, times, rows.count),
      wholeFilings: repeatOrders(store.sortOrders.wholeFilings, times, n),
    },
  };
}
