import type { Database } from '#server/db/connection.ts';
import type { AnalyticsStore, StoreDictionaries } from './analytics-store.ts';
import { rankDictionary } from './collation-ranks.ts';
import { loadCompanyRows } from './load-company-rows.ts';
import { loadFilingFactors } from './load-filing-factors.ts';
import { loadReviewers } from './load-reviewers.ts';
import { loadSortOrders } from './load-sort-orders.ts';
import { loadWholeFilings } from './load-whole-filings.ts';
import { createDictionary } from './string-dictionary.ts';

/** Milliseconds each part of a load took. */
export type LoadTimings = Record<
  'wholeFilings' | 'companyRows' | 'factors' | 'reviewers' | 'ranks' | 'sortOrders',
  number
>;

export type StoreLoad =
  /** Built: the store of the snapshot's data version. */
  | { store: AnalyticsStore; version: string; filings: number; timings: LoadTimings }
  /** Not built: fewer filings than asked for (ANALYTICS_STORE=auto). */
  | { store?: undefined; version: string; filings: number };

/**
 * Reads the analytics store from `db` in one read-only REPEATABLE READ transaction: the data
 * version and every table come from one snapshot, so the store is exactly the data of that
 * version. Each table streams through a cursor in batches. With `minFilings`, a database holding
 * fewer whole filings is not read (only counted).
 */
export async function loadAnalyticsStore(db: Database, minFilings = 0): Promise<StoreLoad> {
  return db.transaction(async (tx) => {
    await tx.query('set transaction isolation level repeatable read, read only');
    const [head] = await tx.query<{ version: string; filings: number }>(
      `select (select version::text from filings_data_version) as version,
        (select count(*)::int from whole_filings) as filings`,
    );
    const version = head?.version ?? '';
    const count = Number(head?.filings ?? 0);
    if (count < minFilings) return { version, filings: count };
    const dictionaries: StoreDictionaries = {
      carrier: createDictionary(),
      state: createDictionary(),
      lineOfBusiness: createDictionary(),
      subToi: createDictionary(),
      filingType: createDictionary(),
      dispositionStatus: createDictionary(),
      productName: createDictionary(),
      company: createDictionary(),
      factor: createDictionary(),
      category: createDictionary(),
    };
    let mark = performance.now();
    const lap = () => {
      const ms = performance.now() - mark;
      mark += ms;
      return Math.round(ms);
    };
    const { filings, trackingNumbers } = await loadWholeFilings(tx, dictionaries);
    const wholeFilings = lap();
    const { companyRows, companyFilings } = await loadCompanyRows(
      tx,
      filings,
      trackingNumbers,
      dictionaries,
    );
    const companyRowsMs = lap();
    const filingFactors = await loadFilingFactors(tx, filings.count, trackingNumbers, dictionaries);
    const factors = lap();
    const { reviewers, assignments } = await loadReviewers(
      tx,
      filings.count,
      trackingNumbers,
      dictionaries.state,
    );
    const reviewersMs = lap();
    for (const dictionary of Object.values(dictionaries)) await rankDictionary(tx, dictionary);
    const ranks = lap();
    const sortOrders = await loadSortOrders(tx, companyRows.id, trackingNumbers, filings.count);
    const timings: LoadTimings = {
      wholeFilings,
      companyRows: companyRowsMs,
      factors,
      reviewers: reviewersMs,
      ranks,
      sortOrders: lap(),
    };
    const store: AnalyticsStore = {
      version,
      filings,
      trackingNumbers,
      companyRows,
      companyFilings,
      filingFactors,
      reviewers,
      assignments,
      dictionaries,
      sortOrders,
    };
    return { store, version, filings: filings.count, timings };
  });
}
