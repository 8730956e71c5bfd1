import type { RateField } from '#server/data/pdf-import/extracted-filing.ts';
import type { FontName } from './variant-options.ts';

/** A label of the summary: a filing field, a company, or one of the requested effective dates. */
export type SummaryLabel =
  | 'serff_tracking_number'
  | 'state_tracking_number'
  | 'company_tracking_number'
  | 'carrier'
  | 'company'
  | 'state'
  | 'line_of_business'
  | 'sub_toi'
  | 'filing_type'
  | 'disposition_status'
  | 'product_name'
  | 'project_name'
  | 'project_number'
  | 'submitted_date'
  | 'effective_date_new'
  | 'effective_date_renewal'
  | 'disposition_date';

/**
 * A filing printed by another system than SERFF's generator (render-system-layout-pdf.ts): the
 * structure changes, not only the look. The summary may be a ruled grid of label and value cells
 * without colons, a two-column "field / value" table, or "Label: value" lines; the company rate
 * information may be a table with a row per company, a table with a column per company, or a block
 * of labelled figures per company; the rating factors may be a table per factor, one combined
 * table of every factor (its name in a column), or tables with a two-row header. Pages may be
 * landscape; text may be set word by word (as many PDF producers do); a scanned page may lead.
 */
export type SystemLayout = {
  name: string;
  font: FontName;
  size: number;
  landscape: boolean;
  summary: 'grid' | 'field-table' | 'colon-lines';
  /** The wording of each summary label (all of them must be given). */
  labels: Record<SummaryLabel, string>;
  /** Print each company as its own labelled line/cell in the summary. */
  companiesInSummary: boolean;
  dateFormat: 'serff' | 'iso' | 'long' | 'dashes' | 'abbreviated';
  rates: 'rows' | 'columns' | 'blocks';
  /** The wording of each rate figure (and of the company column). */
  rateLabels: Record<RateField | 'company', string>;
  /** The figures in the order printed. */
  rateOrder: RateField[];
  /** For `rows`: where the company column goes (0: first). */
  companyColumnAt: number;
  /** The name of the row, column or block of the overall figures. */
  overallName: string;
  percent: 'serff' | 'spaced' | 'unsigned';
  money: 'dollars' | 'cents' | 'parentheses';
  factors: 'tables' | 'combined' | 'two-row-header';
  /** Column headers of the factor tables. */
  factorLabels: {
    factor: string;
    category: string;
    level: string;
    before: string;
    after: string;
    change: string;
    group: string;
  };
  /** For `tables` and `two-row-header`: the title, "{n}", "{name}" and "{category}" replaced. */
  factorTitle: string;
  /** After this many levels a factor table continues on a new page (0: never). */
  splitFactorTableAfter: number;
  repeatHeader: boolean;
  /** Draw every word as its own text run. */
  wordRuns: boolean;
  /** A line printed at the top of every page (a company's running header), or null. */
  runningHeader: string | null;
  footer: 'page-of' | 'page' | 'none';
  /** A drawn page without a text layer (a scanned cover letter) before everything else. */
  scannedFirstPage: boolean;
  ruled: boolean;
};
