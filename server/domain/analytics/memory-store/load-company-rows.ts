import { sql } from 'kysely';
import type { Database } from '#server/db/connection.ts';
import type {
  Codes,
  CompanyRowColumns,
  Postings,
  StoreDictionaries,
  WholeFilingColumns,
} from './analytics-store.ts';
import { type GrowableColumn, growableColumn } from './growable-column.ts';
import { groupRows } from './postings.ts';
import { readInBatches } from './read-in-batches.ts';
import { dayOrNull, finiteOrNull } from './store-load-error.ts';
import { compactCodes, encode, type StringDictionary } from './string-dictionary.ts';
import { filingIndexOf, type TrackingNumberIndex } from './tracking-number-index.ts';

type Row = {
  /** bigint: a string or a number depending on the driver. */
  id: string | number;
  tn: string;
  company: string;
  carrier: string;
  state: string;
  line_of_business: string;
  sub_toi: string;
  filing_type: string;
  disposition_status: string;
  product_name: string;
  effective_day: number | null;
  disposition_day: number | null;
  rate_impact: number | null;
  written_premium_for_program: number | null;
  written_premium_change: number | null;
};

/** Every company row with its own filter columns and figures. */
const COMPANY_ROWS_QUERY = sql<Row>`select f.id, f.serff_tracking_number as tn, f.company, f.carrier,
    f.state, f.line_of_business, f.sub_toi, f.filing_type, f.disposition_status, f.product_name,
    f.effective_date_new - date '1970-01-01' as effective_day,
    f.disposition_date - date '1970-01-01' as disposition_day,
    f.rate_impact, f.written_premium_for_program, f.written_premium_change
  from filings f`;

const TEXT_COLUMNS = [
  ['carrier', 'carrier'],
  ['state', 'state'],
  ['lineOfBusiness', 'line_of_business'],
  ['subToi', 'sub_toi'],
  ['filingType', 'filing_type'],
  ['dispositionStatus', 'disposition_status'],
  ['productName', 'product_name'],
] as const;
type TextKey = (typeof TEXT_COLUMNS)[number][0];
const DAY_COLUMNS = [
  ['effectiveDay', 'effective_day'],
  ['dispositionDay', 'disposition_day'],
] as const;

/** A column of the company rows kept only when some row's value differs from its filing's. */
type OwnColumn = { values: GrowableColumn<Uint32Array | Int32Array>; differs: boolean };

/**
 * Reads every company row (in `tx`, the store's snapshot) and the whole filings each company has
 * a row in. Rows' filter columns equal to their whole filing's (the usual case) are not kept.
 */
export async function loadCompanyRows(
  tx: Database,
  filings: WholeFilingColumns,
  trackingNumbers: TrackingNumberIndex,
  dictionaries: StoreDictionaries,
): Promise<{ companyRows: CompanyRowColumns; companyFilings: Postings }> {
  const size = 1 << 14;
  const id = growableColumn(Float64Array, size);
  const filing = growableColumn(Uint32Array, size);
  const company = growableColumn(Uint32Array, size);
  const rateImpact = growableColumn(Float64Array, size);
  const writtenPremium = growableColumn(Float64Array, size);
  const writtenPremiumChange = growableColumn(Float64Array, size);
  const text = Object.fromEntries(
    TEXT_COLUMNS.map(([key]) => [
      key,
      { values: growableColumn(Uint32Array, size), differs: false },
    ]),
  ) as Record<TextKey, OwnColumn>;
  const days = Object.fromEntries(
    DAY_COLUMNS.map(([key]) => [key, { values: growableColumn(Int32Array, size), differs: false }]),
  ) as Record<'effectiveDay' | 'dispositionDay', OwnColumn>;
  await readInBatches(tx, COMPANY_ROWS_QUERY, (rows) => {
    for (const r of rows) {
      const f = filingIndexOf(trackingNumbers, r.tn);
      if (f < 0) throw new Error(`company row of unknown filing ${r.tn}`);
      id.push(Number(r.id));
      filing.push(f);
      company.push(encode(dictionaries.company, r.company));
      for (const [key, column] of TEXT_COLUMNS) {
        const code = encode(dictionaries[key], r[column]);
        const own = text[key];
        own.values.push(code);
        if (code !== filings[key][f]) own.differs = true;
      }
      for (const [key, column] of DAY_COLUMNS) {
        const day = dayOrNull(r[column], column);
        const own = days[key];
        own.values.push(day);
        if (day !== filings[key][f]) own.differs = true;
      }
      rateImpact.push(finiteOrNull(r.rate_impact, 'rate_impact'));
      writtenPremium.push(
        finiteOrNull(r.written_premium_for_program, 'written_premium_for_program'),
      );
      writtenPremiumChange.push(finiteOrNull(r.written_premium_change, 'written_premium_change'));
    }
  });
  const own = <K extends TextKey>(key: K): Codes | undefined =>
    text[key].differs
      ? compactCodes(
          text[key].values.finish() as Uint32Array,
          dictionaries[key] as StringDictionary,
        )
      : undefined;
  const ownDays = (key: 'effectiveDay' | 'dispositionDay') =>
    days[key].differs ? (days[key].values.finish() as Int32Array) : undefined;
  const filingColumn = filing.finish();
  const companyCodes = company.finish();
  const companyRows: CompanyRowColumns = {
    count: filingColumn.length,
    id: id.finish(),
    filing: filingColumn,
    company: compactCodes(companyCodes, dictionaries.company),
    carrier: own('carrier'),
    state: own('state'),
    lineOfBusiness: own('lineOfBusiness'),
    subToi: own('subToi'),
    filingType: own('filingType'),
    dispositionStatus: own('dispositionStatus'),
    productName: own('productName'),
    effectiveDay: ownDays('effectiveDay'),
    dispositionDay: ownDays('dispositionDay'),
    rateImpact: rateImpact.finish(),
    writtenPremium: writtenPremium.finish(),
    writtenPremiumChange: writtenPremiumChange.finish(),
  };
  const { start, filing: filingsOfCompany } = groupRows(
    companyCodes,
    dictionaries.company.values.length,
    filingColumn,
  );
  return { companyRows, companyFilings: { start, filing: filingsOfCompany } };
}
