import type { Database } from '#server/db/connection.ts';
import type { SearchRequestInput } from '#server/domain/search/search-request-schema.ts';

/**
 * One relevance case: a query and the filings that must come first, derived from the data by
 * plain SQL (ILIKE, equality), never through the search itself. With five or fewer expected
 * filings all of them must be in the top 5; with more, every one of the top 5 must be expected.
 */
export type RelevanceCase = {
  name: string;
  request: SearchRequestInput;
  expected: string[];
  /** The first result must be expected[0]. */
  first?: boolean;
};

type Row = { tn: string };
const tns = (rows: Row[]) => rows.map((row) => row.tn);

/** Drops the third letter of the first long word ("Progressive" → "Prgressive"). */
export function misspell(name: string): string {
  const words = name.split(' ');
  const index = words.findIndex((word) => word.length >= 7);
  const word = words[index] ?? '';
  words[index] = word.slice(0, 3) + word.slice(4);
  return words.join(' ');
}

async function byTracking(db: Database): Promise<RelevanceCase[]> {
  const picks = await db.query<Row>(
    'select serff_tracking_number as tn from whole_filings order by serff_tracking_number offset 17 limit 3',
  );
  const [a, b, c] = tns(picks);
  if (!a || !b || !c) return [];
  const partial = c.slice(0, 10);
  const sharing = tns(
    await db.query<Row>(
      'select serff_tracking_number as tn from whole_filings where serff_tracking_number like $1',
      [`${partial}%`],
    ),
  );
  return [
    { name: `whole tracking number ${a}`, request: { query: a }, expected: [a], first: true },
    {
      name: `number part of ${b}`,
      request: { query: b.split('-')[1] ?? b },
      expected: [b],
      first: true,
    },
    {
      name: `partial tracking number ${partial}`,
      request: { query: partial, index: 'filings' },
      expected: sharing,
    },
  ];
}

/**
 * One case per name `namesSql` picks (its column `name`): the name misspelt must find the filings
 * `filingsSql` (a query on $1, the name) lists.
 */
async function misspeltNameCases(
  db: Database,
  kind: 'carrier' | 'company',
  namesSql: string,
  filingsSql: string,
): Promise<RelevanceCase[]> {
  const cases: RelevanceCase[] = [];
  for (const { name } of await db.query<{ name: string }>(namesSql)) {
    const rows = await db.query<Row>(filingsSql, [name]);
    cases.push({
      name: `misspelt ${kind} "${misspell(name)}"`,
      request: { query: misspell(name), index: 'filings' },
      expected: tns(rows),
    });
  }
  return cases;
}

const byCarrierTypo = (db: Database) =>
  misspeltNameCases(
    db,
    'carrier',
    `select carrier as name from whole_filings group by carrier having count(*) between 2 and 5
     order by count(*), carrier limit 3`,
    'select serff_tracking_number as tn from whole_filings where carrier = $1',
  );

const byCompanyTypo = (db: Database) =>
  misspeltNameCases(
    db,
    'company',
    `select company as name from filings group by company having count(*) between 1 and 4
     order by count(*), company limit 2`,
    'select distinct serff_tracking_number as tn from filings where company = $1',
  );

async function byProductName(db: Database): Promise<RelevanceCase[]> {
  const products = await db.query<{ product_name: string }>(
    `select product_name from whole_filings p group by product_name
     having not exists (select 1 from whole_filings x where x.product_name <> p.product_name
       and x.product_name ilike '%' || p.product_name || '%')
     order by count(*), product_name limit 4`,
  );
  const cases: RelevanceCase[] = [];
  for (const { product_name: product } of products) {
    const rows = await db.query<Row>(
      'select serff_tracking_number as tn from whole_filings where product_name = $1',
      [product],
    );
    cases.push({
      name: `product "${product}"`,
      request: { query: `"${product}"`, index: 'filings' },
      expected: tns(rows),
    });
  }
  return cases;
}

async function byCarrierProductState(db: Database): Promise<RelevanceCase[]> {
  const rows = await db.query<{ carrier: string; product_name: string; state: string; tn: string }>(
    `select carrier, product_name, state, min(serff_tracking_number) as tn from whole_filings
     group by carrier, product_name, state having count(*) = 1
     order by carrier, product_name, state limit 2`,
  );
  return rows.map((row) => ({
    name: `carrier, product and state of ${row.tn}`,
    request: { query: `${row.carrier} ${row.product_name}`, states: [row.state] },
    expected: [row.tn],
    first: true,
  }));
}

export const FILING_CASE_SOURCES = [
  byTracking,
  byCarrierTypo,
  byCompanyTypo,
  byProductName,
  byCarrierProductState,
];
export { tns };
