/**
 * Rows of the import format (docs/import-format.md), for tests that import filings as
 * `npm run import -- FILE.jsonl|FILE.csv` does: one row per (tracking number, company).
 */
export type ImportRow = {
  serff_tracking_number: string;
  company: string;
  carrier: string;
  state: string;
  line_of_business: string;
  sub_toi: string;
  filing_type: string;
  disposition_status: string;
  product_name: string;
  effective_date_new: string;
  rate_impact?: number;
  written_premium_change?: number;
  written_premium_for_program?: number;
  policyholders_affected?: number;
};

export const PRIVATE_PASSENGER_AUTO = {
  line_of_business: '19.0 Personal Auto',
  sub_toi: '19.0001 Private Passenger Auto (PPA)',
} as const;

export const HOMEOWNERS = {
  line_of_business: '04.0 Homeowners',
  sub_toi: '04.0003 Owner Occupied Homeowners',
} as const;

/** A private passenger auto rate filing, approved; `fields` override any column. */
export function importRow(
  fields: Partial<ImportRow> & Pick<ImportRow, 'serff_tracking_number'>,
): ImportRow {
  return {
    company: 'Rival Insurance Company',
    carrier: 'Rival Group',
    state: 'TX',
    ...PRIVATE_PASSENGER_AUTO,
    filing_type: 'Rate/Rule',
    disposition_status: 'Approved',
    product_name: 'Rival Auto',
    effective_date_new: '2026-03-01',
    ...fields,
  };
}

/** The rows as JSON Lines. */
export function toJsonLines(rows: readonly ImportRow[]): string {
  return `${rows.map((row) => JSON.stringify(row)).join('\n')}\n`;
}

const CSV_COLUMNS: (keyof ImportRow)[] = [
  'serff_tracking_number',
  'company',
  'carrier',
  'state',
  'line_of_business',
  'sub_toi',
  'filing_type',
  'disposition_status',
  'product_name',
  'effective_date_new',
  'rate_impact',
  'written_premium_change',
  'written_premium_for_program',
  'policyholders_affected',
];

function csvCell(value: string | number | undefined): string {
  if (value === undefined) return '';
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows as CSV with a header row. */
export function toCsv(rows: readonly ImportRow[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of rows) lines.push(CSV_COLUMNS.map((c) => csvCell(row[c])).join(','));
  return `${lines.join('\n')}\n`;
}
