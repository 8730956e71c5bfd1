import { buildDocumentPages } from '#server/data/build-document-pages.ts';
import { copyWholeFilingColumns } from '#server/data/copy-whole-filing-columns.ts';
import type {
  BaseRateRow,
  FilingRow,
  ObjectionRow,
  RatingFactorRow,
  WholeFilingRow,
} from '#server/data/filing-rows.ts';
import { cleanProductName } from '#server/data/format-figures.ts';
import { insertRows } from '#server/data/insert-rows.ts';
import { refreshWholeFilings } from '#server/data/refresh-whole-filings.ts';
import type { Database } from '#server/db/connection.ts';

export type CompanyOverrides = Partial<Omit<FilingRow, 'serff_tracking_number'>> & {
  company: string;
};
export type FilingOverrides = Partial<WholeFilingRow> & {
  /** Company rows with their figures (default: one company). */
  companies?: CompanyOverrides[];
  objections?: Partial<ObjectionRow>[];
  ratingFactors?: Partial<RatingFactorRow>[];
  baseRates?: Partial<BaseRateRow>[];
  /** Document page texts (default: generated from the filing's fields). */
  pages?: string[];
};

let sequence = 0;

/** A unique SERFF-style tracking number for tests. */
export function nextTrackingNumber(prefix = 'TEST'): string {
  sequence += 1;
  return `${prefix}-${String(134_000_000 + sequence * 7 + Math.floor(Math.random() * 7))}`;
}

/**
 * Inserts one whole filing with its company rows, objections, rating factors and document pages.
 * Every field can be overridden; overall figures are computed from the company rows.
 */
export async function insertFiling(
  db: Database,
  overrides: FilingOverrides = {},
): Promise<WholeFilingRow> {
  const { companies, objections, ratingFactors, baseRates, pages, ...fields } = overrides;
  const productName = fields.product_name ?? 'Private Passenger Auto';
  const whole: WholeFilingRow = {
    serff_tracking_number: nextTrackingNumber(),
    carrier: 'Test Mutual Group',
    filing_company: 'Test Mutual Insurance Company',
    state: 'TX',
    line_of_business: '19.0 Personal Auto',
    sub_toi: '19.0001 Private Passenger Auto (PPA)',
    filing_type: 'Rate/Rule',
    disposition_status: 'Approved',
    product_name: productName,
    clean_product_name: cleanProductName(productName),
    description: `Rate revision for ${productName}`,
    submitted_date: '2024-01-15',
    effective_date_new: '2024-04-01',
    effective_date_renewal: '2024-05-01',
    disposition_date: '2024-03-01',
    days_to_approval: 46,
    source: 'test',
    ...fields,
  };
  const companyRows: FilingRow[] = (companies ?? [{ company: whole.filing_company }]).map((c) => ({
    company_tracking_number: null,
    original_carrier: null,
    indicated_change: 9.5,
    rate_impact: 7.2,
    average_premium_change: 104.4,
    written_premium_change: 720_000,
    written_premium_for_program: 10_000_000,
    policyholders_affected: 6_900,
    max_change: 18.4,
    min_change: -3.1,
    pdf_link: null,
    zip_link: null,
    prior_rate_change: null,
    prior_serff_tracking_number: null,
    ...c,
    ...copyWholeFilingColumns(whole),
  }));
  const tn = whole.serff_tracking_number;
  const objectionRows = (objections ?? []).map((o, k) => ({
    round: k + 1,
    reviewer_id: null,
    reviewer_name: 'Test Reviewer',
    objection_date: whole.submitted_date,
    content: 'Please provide the uncapped rate-change histogram.',
    reply_date: null,
    reply_content: null,
    summary: null,
    ...o,
    serff_tracking_number: tn,
  }));
  const factorRows = (ratingFactors ?? []).map((f) => ({
    company: null,
    factor: 'Territory',
    category: 'Location',
    levels: [],
    before_value: null,
    after_value: null,
    change: 0,
    ...f,
    serff_tracking_number: tn,
  }));
  const baseRateRows = (baseRates ?? []).map((r) => ({
    company: null,
    coverage: 'Bodily Injury',
    before_rate: 100,
    after_rate: 100,
    change: 0,
    exposure_share: null,
    ...r,
    serff_tracking_number: tn,
  }));
  const pageTexts =
    pages ??
    buildDocumentPages({ whole, filings: companyRows, factors: [], objections: [], metrics: [] });
  whole.objection_count = objectionRows.length;
  whole.pdf_page_count = pageTexts.length;
  await db.transaction(async (tx) => {
    await insertRows(
      tx,
      'carriers',
      [{ name: whole.carrier, serff_prefix: `TEST:${whole.carrier}` }],
      { onConflict: 'on conflict do nothing' },
    );
    await insertRows(
      tx,
      'companies',
      companyRows.map((c) => ({ name: c.company, carrier: whole.carrier, naic_code: null })),
      { onConflict: 'on conflict do nothing' },
    );
    await insertRows(tx, 'whole_filings', [whole]);
    await insertRows(tx, 'filings', companyRows);
    await insertRows(tx, 'objections', objectionRows);
    await insertRows(tx, 'rating_factors', factorRows);
    await insertRows(tx, 'base_rates', baseRateRows);
    await insertRows(tx, 'filing_documents', [
      {
        serff_tracking_number: tn,
        page_count: pageTexts.length,
        blob_key: null,
        source: 'generated',
      },
    ]);
    await insertRows(
      tx,
      'document_pages',
      pageTexts.map((content, k) => ({ serff_tracking_number: tn, page_number: k + 1, content })),
    );
    await refreshWholeFilings(tx, [tn]);
  });
  return whole;
}
