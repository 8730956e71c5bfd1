import type {
  BaseRateRow,
  FilingRow,
  ObjectionRow,
  RatingFactorRow,
  SupplementalMetricRow,
  WholeFilingRow,
} from '#server/data/filing-rows.ts';
import type { Random } from '#server/data/prng.ts';

/**
 * What the filing document is written from. `baseRates` and `offBalance` are optional so that
 * callers that have none (the importer) keep working; `offBalance` falls back on the whole
 * filing's `off_balance`. Without `random` the choices derive from the tracking number.
 */
export type DocumentInput = {
  whole: WholeFilingRow;
  filings: FilingRow[];
  factors: RatingFactorRow[];
  objections: ObjectionRow[];
  metrics: SupplementalMetricRow[];
  baseRates?: BaseRateRow[];
  /** The stated off-balance in percent (-1.3 means base rates are lowered 1.3% to balance). */
  offBalance?: number | null;
  random?: Random;
};

/** The input with its optional parts settled, as the section writers read it. */
export type DocumentFacts = Omit<DocumentInput, 'baseRates' | 'offBalance' | 'random'> & {
  baseRates: BaseRateRow[];
  offBalance: number | null;
  random: Random;
  stateName: string;
  /** True when the filing carries rate pages (it changes or refreshes rates or rules). */
  hasRates: boolean;
  /** True when the filing carries forms. */
  hasForms: boolean;
  /** The people named in the document: the filer's author and the reviewer. */
  author: { name: string; title: string; phone: string; email: string };
};
