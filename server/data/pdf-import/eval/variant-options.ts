import type { RateField } from '#server/data/pdf-import/extracted-filing.ts';
import type { FilingField } from '#server/data/pdf-import/field-labels.ts';

export type FontName = 'Helvetica' | 'TimesRoman' | 'Courier';
export type RateColumnName = 'company' | RateField;
export type FactorColumnName = 'level' | 'before' | 'after' | 'change';

/**
 * A hand-varied layout of a filing PDF (render-variant-pdf.ts): fonts and sizes, the wording of
 * labels and column headers, the order of columns, tables split across pages, a page with no
 * text layer. Every option changes only how the same facts are printed.
 */
export type VariantOptions = {
  name: string;
  font: FontName;
  size: number;
  /** Wording of the summary's labels; fields left out are printed with SERFF's wording. */
  labels: Partial<Record<FilingField | 'company', string>>;
  /** beside: "Label: value" in two runs; inline: one run; stacked: the value under the label. */
  labelStyle: 'beside' | 'inline' | 'stacked';
  /** Summary fields printed two to a row (true) or one a row. */
  twoColumns: boolean;
  dateFormat: 'serff' | 'iso' | 'long';
  rateColumns: RateColumnName[];
  rateHeaders: Partial<Record<RateColumnName, string>>;
  /** After this many company rows the rate table continues on a new page (0: never). */
  splitRateTableAfter: number;
  /** Whether a continued table repeats its header row. */
  repeatHeader: boolean;
  factorColumns: FactorColumnName[];
  factorHeaders: Partial<Record<FactorColumnName, string>>;
  /** The title of a factor table: "{name}" and "{category}" are replaced; "{n}" is its number. */
  factorTitle: string;
  /** After this many levels a factor table continues on a new page (0: never). */
  splitFactorTableAfter: number;
  /** Insert a drawn page without a text layer (a scanned exhibit) after the summary. */
  imageOnlyPage: boolean;
  /** Draw cell borders. */
  ruled: boolean;
  /** Negative money in parentheses: ($5,000). */
  parenthesesForNegatives: boolean;
};

export const BASE_VARIANT: Omit<VariantOptions, 'name'> = {
  font: 'Helvetica',
  size: 8,
  labels: {},
  labelStyle: 'beside',
  twoColumns: true,
  dateFormat: 'serff',
  rateColumns: [
    'company',
    'indicated_change',
    'rate_impact',
    'written_premium_change',
    'policyholders_affected',
    'written_premium_for_program',
    'max_change',
    'min_change',
  ],
  rateHeaders: {},
  splitRateTableAfter: 0,
  repeatHeader: true,
  factorColumns: ['level', 'before', 'after', 'change'],
  factorHeaders: {},
  factorTitle: 'Rule {n}. {name} ({category})',
  splitFactorTableAfter: 0,
  imageOnlyPage: false,
  ruled: true,
  parenthesesForNegatives: false,
};

export const variant = (
  name: string,
  options: Partial<Omit<VariantOptions, 'name'>>,
): VariantOptions => ({
  ...BASE_VARIANT,
  ...options,
  name,
});
