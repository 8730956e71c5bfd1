import type { RateField } from './extracted-filing.ts';
import { type LabelQuality, normalizeLabel } from './match-label.ts';
import { parseCount, parseDecimal, parseMoney, parsePercent } from './parse-figures.ts';

export type RateColumn = 'company' | RateField;
export type FactorColumn =
  | 'factor'
  | 'category'
  | 'level'
  | 'before'
  | 'after'
  | 'change'
  | 'weight';
type Found<K> = { key: K; quality: LabelQuality } | null;

const table = <K extends string>(entries: [K, string[]][]): Map<string, K> =>
  new Map(entries.flatMap(([key, texts]) => texts.map((t) => [normalizeLabel(t), key] as const)));

const RATE_EXACT = table<RateColumn>([
  ['company', ['Company Name']],
  ['indicated_change', ['Overall % Indicated Change']],
  ['rate_impact', ['Overall % Rate Impact']],
  ['written_premium_change', ['Written Premium Change for this Program']],
  ['policyholders_affected', ['# of Policy Holders Affected for this Program']],
  ['written_premium_for_program', ['Written Premium for this Program']],
  ['max_change', ["Maximum % Change (where req'd)"]],
  ['min_change', ["Minimum % Change (where req'd)"]],
]);
const RATE_SYNONYMS = table<RateColumn>([
  ['company', ['Company', 'Insurer', 'Writing Company', 'Underwriting Company']],
  [
    'indicated_change',
    ['% Indicated Change', 'Indicated Change', 'Indicated Rate Change', 'Indication'],
  ],
  [
    'rate_impact',
    [
      '% Rate Impact',
      'Rate Impact',
      'Overall Rate Impact',
      'Proposed Rate Change',
      '% Rate Change',
      'Rate Change',
    ],
  ],
  [
    'written_premium_change',
    ['Written Premium Change', 'Premium Change', 'Change in Written Premium'],
  ],
  [
    'policyholders_affected',
    [
      'Policyholders Affected',
      '# of Policyholders Affected',
      'Number of Policyholders Affected',
      'Policies Affected',
    ],
  ],
  [
    'written_premium_for_program',
    ['Written Premium', 'Program Written Premium', 'Annual Written Premium'],
  ],
  ['max_change', ['Maximum % Change', 'Max % Change', 'Maximum Change', 'Largest Change']],
  ['min_change', ['Minimum % Change', 'Min % Change', 'Minimum Change', 'Smallest Change']],
]);

function rateKeyword(n: string): RateColumn | null {
  if (/\bindicat/.test(n)) return 'indicated_change';
  // "Premium Impact ($)", "Premium Effect": the premium's change, not the rate's.
  if (/\bpremium\b/.test(n) && /\b(change|impact|effect)\b/.test(n))
    return 'written_premium_change';
  if (/\bimpact\b|\bselected\b/.test(n)) return 'rate_impact';
  if (/\bmax(imum)?\b/.test(n)) return 'max_change';
  if (/\bmin(imum)?\b/.test(n)) return 'min_change';
  if (/\bpremium\b/.test(n) && /\bchange\b/.test(n)) return 'written_premium_change';
  if (/\bpolicy ?holders?\b|\bpolicies\b|\binsureds\b/.test(n)) return 'policyholders_affected';
  if (/\bpremium\b/.test(n)) return 'written_premium_for_program';
  if (/\bcompany\b|\binsurer\b/.test(n)) return 'company';
  return null;
}

/** Recognises a column header of the company rate information table. */
export function rateColumn(header: string): Found<RateColumn> {
  const n = normalizeLabel(header);
  const exact = RATE_EXACT.get(n);
  if (exact) return { key: exact, quality: 'exact' };
  const synonym = RATE_SYNONYMS.get(n);
  if (synonym) return { key: synonym, quality: 'synonym' };
  const keyword = rateKeyword(n);
  return keyword ? { key: keyword, quality: 'keyword' } : null;
}

const FACTOR_EXACT = table<FactorColumn>([
  ['factor', ['Factor']],
  ['category', ['Category']],
  ['level', ['Level']],
  ['before', ['Current Relativity']],
  ['after', ['Proposed Relativity']],
  ['change', ['% Change']],
  ['weight', ['Exposure Distribution']],
]);
const FACTOR_SYNONYMS = table<FactorColumn>([
  [
    'factor',
    ['Rating Factor', 'Factor Name', 'Rating Variable', 'Variable', 'Rating Characteristic'],
  ],
  ['category', ['Factor Category', 'Factor Type', 'Category of Factor']],
  [
    'level',
    [
      'Class',
      'Rating Level',
      'Classification',
      'Level/Class',
      'Factor Level',
      'Value',
      'Rating Value',
      'Characteristic',
    ],
  ],
  [
    'before',
    [
      'Current Factor',
      'Existing Relativity',
      'Current',
      'Existing Factor',
      'Prior Relativity',
      'Relativity Before',
    ],
  ],
  [
    'after',
    [
      'Proposed Factor',
      'New Relativity',
      'Revised Relativity',
      'Proposed',
      'Relativity After',
      'Selected Relativity',
    ],
  ],
  ['change', ['Change', 'Percent Change', '% Chg']],
  ['weight', ['Exposure', 'Distribution', 'Exposure Share', 'Weight']],
]);

function factorKeyword(n: string): FactorColumn | null {
  if (/\bexposure\b|\bdistribution\b|\bweight\b/.test(n)) return 'weight';
  if (/\bchange\b|\bchg\b/.test(n)) return 'change';
  if (/\bcurrent\b|\bexisting\b|\bprior\b|\bbefore\b|\bold\b|\bpresent\b/.test(n)) return 'before';
  if (/\bproposed\b|\bnew\b|\brevised\b|\bafter\b|\bselected\b/.test(n)) return 'after';
  if (/\blevel\b|\bclass\b|\btier\b/.test(n)) return 'level';
  return null;
}

/** Recognises a column header of a rating factor table (level, relativity before and after). */
export function factorColumn(header: string): Found<FactorColumn> {
  const n = normalizeLabel(header);
  const exact = FACTOR_EXACT.get(n);
  if (exact) return { key: exact, quality: 'exact' };
  const synonym = FACTOR_SYNONYMS.get(n);
  if (synonym) return { key: synonym, quality: 'synonym' };
  const keyword = factorKeyword(n);
  // "Current Base Rate" and the like name rates, not relativities.
  if (keyword && /\brate\b/.test(n) && !/relativ|factor/.test(n)) return null;
  return keyword ? { key: keyword, quality: 'keyword' } : null;
}

/**
 * A figure of a factor table: a relativity (a decimal), a percent change or "n/a". Money and
 * counts are not: "$500" and "1,000" are levels (deductibles, limits, amounts of insurance),
 * set as text in the level column.
 */
export function isFactorFigure(text: string): boolean {
  if (/^n\/?a$/i.test(text)) return true;
  if (/[$,]/.test(text)) return false;
  return parsePercent(text) !== null || parseDecimal(text) !== null;
}

/** A figure in a table cell: a percentage, money, a count, a decimal or "n/a". */
export function isFigure(text: string): boolean {
  if (/^n\/?a$/i.test(text)) return true;
  return (
    parsePercent(text) !== null ||
    parseMoney(text) !== null ||
    parseCount(text) !== null ||
    parseDecimal(text) !== null
  );
}
