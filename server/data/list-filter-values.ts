import type { Database } from '#server/db/connection.ts';

export type FilterValue = { value: string; count: number };
/** Distinct values with their number of filings, for every filter list of the filter bars. */
export type FilterValues = {
  states: FilterValue[];
  carriers: FilterValue[];
  linesOfBusiness: FilterValue[];
  subTois: FilterValue[];
  dispositionStatuses: FilterValue[];
  filingTypes: FilterValue[];
  productNames: FilterValue[];
  /** Counted in company rows: one whole filing may list several companies. */
  companies: FilterValue[];
};

type GroupedRow = {
  state: string | null;
  carrier: string | null;
  line_of_business: string | null;
  sub_toi: string | null;
  disposition_status: string | null;
  filing_type: string | null;
  product_name: string | null;
  count: number;
};

const FIELDS = [
  ['states', 'state'],
  ['carriers', 'carrier'],
  ['linesOfBusiness', 'line_of_business'],
  ['subTois', 'sub_toi'],
  ['dispositionStatuses', 'disposition_status'],
  ['filingTypes', 'filing_type'],
  ['productNames', 'product_name'],
] as const;

/** One scan of whole_filings (GROUPING SETS) plus one of the company rows; sorted by value. */
export async function listFilterValues(db: Database): Promise<FilterValues> {
  const columns = FIELDS.map(([, c]) => c);
  const [grouped, companies] = await Promise.all([
    db.query<GroupedRow>(
      `select ${columns.join(', ')}, count(*) as count from whole_filings
       group by grouping sets (${columns.map((c) => `(${c})`).join(', ')})`,
    ),
    db.query<FilterValue>(
      'select company as value, count(*) as count from filings group by company order by company',
    ),
  ]);
  const result: FilterValues = {
    states: [],
    carriers: [],
    linesOfBusiness: [],
    subTois: [],
    dispositionStatuses: [],
    filingTypes: [],
    productNames: [],
    companies,
  };
  for (const row of grouped) {
    const field = FIELDS.find(([, c]) => row[c] !== null);
    if (field) result[field[0]].push({ value: row[field[1]] as string, count: row.count });
  }
  for (const [key] of FIELDS)
    result[key].sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return result;
}
