import type { SortOrders } from './sort-orders.ts';
import type { StringDictionary } from './string-dictionary.ts';
import type { TrackingNumberIndex } from './tracking-number-index.ts';

/** Dictionary codes of one text column, one per row (Uint16 while the dictionary allows). */
export type Codes = Uint16Array | Uint32Array;

/** An Int32 date column's null: the days since 1970-01-01 of a date that is not set. */
export const NO_DAY = -0x80000000;
/** An Int32 integer column's null (a stored value equal to it keeps the store off, see load). */
export const NO_INT = -0x80000000;

/** Bits of WholeFilingColumns.flags: the row conditions filing-aggregate.ts writes in SQL. */
export const FLAG = {
  /** approvedWithDaysCondition: days and disposition date set, approved outcome. */
  approvedWithDays: 1,
  /** disposedCondition: days and disposition date set, outcome not pending. */
  disposed: 2,
  /** rateAndIndicationCondition: rate impact and indicated change both set. */
  rateAndIndication: 4,
  /** The premium-weighted mean's rows: rate impact set and written premium > 0. */
  weighted: 8,
  /** populationCondition 'rate_changes': approved outcome, rate impact set and not 0. */
  rateChange: 16,
} as const;

/** Outcomes as stored in WholeFilingColumns.outcome (filing-outcomes.ts). */
export const OUTCOME = { approved: 0, disapproved: 1, withdrawn: 2, pending: 3 } as const;

/**
 * One row per whole filing (index = the filing's position in the store), the columns the
 * analytics read: numbers as Float64 with NaN for null, dates as days since 1970-01-01 (NO_DAY
 * for null), text as dictionary codes.
 */
export type WholeFilingColumns = {
  count: number;
  carrier: Codes;
  state: Codes;
  lineOfBusiness: Codes;
  subToi: Codes;
  filingType: Codes;
  dispositionStatus: Codes;
  productName: Codes;
  effectiveDay: Int32Array;
  submittedDay: Int32Array;
  dispositionDay: Int32Array;
  /** days_to_approval (NO_INT for null). */
  daysToApproval: Int32Array;
  /** Least and greatest days_to_approval set (0 and -1 when none is). */
  daysToApprovalLow: number;
  daysToApprovalHigh: number;
  objectionCount: Int32Array;
  rateImpact: Float64Array;
  indicatedChange: Float64Array;
  writtenPremium: Float64Array;
  writtenPremiumChange: Float64Array;
  /** overall_policyholders_affected (NaN for null; integers, so sums are exact). */
  policyholders: Float64Array;
  /** Index into RATE_IMPACT_RANGES of the overall rate impact. */
  rateRange: Uint8Array;
  /** FLAG bits. */
  flags: Uint8Array;
  /** OUTCOME of the disposition status. */
  outcome: Uint8Array;
  /** The month (year × 12 + month − 1) of each day from firstDay on, over every date held. */
  firstDay: number;
  monthOfDay: Int32Array;
};

/**
 * One row per company row (`filings`), for the top underwriting companies, which filter and
 * average the company rows' own columns. A filter column that every row shares with its whole
 * filing is left out (undefined): the whole filing's column is read instead.
 */
export type CompanyRowColumns = {
  count: number;
  /** The row's id (its primary key; bigint, exact below 2^53). */
  id: Float64Array;
  filing: Uint32Array;
  company: Codes;
  carrier?: Codes;
  state?: Codes;
  lineOfBusiness?: Codes;
  subToi?: Codes;
  filingType?: Codes;
  dispositionStatus?: Codes;
  productName?: Codes;
  effectiveDay?: Int32Array;
  dispositionDay?: Int32Array;
  rateImpact: Float64Array;
  writtenPremium: Float64Array;
  writtenPremiumChange: Float64Array;
};

/** Rows grouped by a key (compressed sparse rows): key k's rows are start[k] to start[k+1]. */
export type Postings = { start: Uint32Array; filing: Uint32Array };

/**
 * The rating factors each whole filing revised, one per (filing, factor) as
 * list-top-rating-factors.ts's per_filing: the factor's code, the mean change of its rows in the
 * filing (NaN for null) and their least category (a category code, -1 for null); filing i's are
 * start[i] to start[i + 1].
 */
export type FilingFactors = {
  start: Uint32Array;
  factor: Uint32Array;
  change: Float64Array;
  category: Int32Array;
};

/** DOI reviewers (index = position here) with their order in the database's collation. */
export type ReviewerTable = {
  count: number;
  id: Int32Array;
  name: string[];
  state: string[];
  /** Position of the name among the reviewers' names in the database's order (equal names equal). */
  nameRank: Uint32Array;
  stateRank: Uint32Array;
  /** The reviewer's state as a code of the whole filings' state dictionary, -1 when none has it. */
  filingState: Int32Array;
};

/** Reviewer assignments grouped by whole filing: reviewer indexes, primary (1) or secondary (0). */
export type Assignments = { start: Uint32Array; reviewer: Uint32Array; primary: Uint8Array };

export type StoreDictionaries = {
  carrier: StringDictionary;
  state: StringDictionary;
  lineOfBusiness: StringDictionary;
  subToi: StringDictionary;
  filingType: StringDictionary;
  dispositionStatus: StringDictionary;
  productName: StringDictionary;
  company: StringDictionary;
  factor: StringDictionary;
  category: StringDictionary;
};

/**
 * A per-process, in-memory columnar copy of the facts the analytics read, as of one filings
 * data version (ADR 030). Read only once built.
 */
export type AnalyticsStore = {
  /** The filings data version the whole copy was read at (one snapshot). */
  version: string;
  filings: WholeFilingColumns;
  trackingNumbers: TrackingNumberIndex;
  companyRows: CompanyRowColumns;
  /** Whole filings having a company row of each company (key: company code). */
  companyFilings: Postings;
  filingFactors: FilingFactors;
  reviewers: ReviewerTable;
  assignments: Assignments;
  dictionaries: StoreDictionaries;
  /** Company rows and whole filings in each list sort's order (ADR 034). */
  sortOrders: SortOrders;
};
