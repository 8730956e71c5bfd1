import type { Database } from '#server/db/connection.ts';

/** Real values of the seeded data that the workloads filter and search by. */
export type SampleValues = {
  /** The most frequent values first. */
  carriers: string[];
  states: string[];
  linesOfBusiness: string[];
  dispositionStatuses: string[];
  filingTypes: string[];
  /** SERFF prefix of the most frequent carrier, e.g. "SFMA". */
  carrierPrefix: string;
  /** Spread over the whole table (by row id), with one of each filing's companies. */
  filings: { trackingNumber: string; company: string }[];
  /** Latest effective date (YYYY-MM-DD). */
  latestEffectiveDate: string;
  companyRows: number;
  wholeFilings: number;
  documentPages: number;
};

type ValueRow = { value: string };

async function topValues(db: Database, column: string, limit: number): Promise<string[]> {
  const rows = await db.query<ValueRow>(
    `select ${column} as value from whole_filings where ${column} is not null
     group by ${column} order by count(*) desc, ${column} limit ${limit}`,
  );
  return rows.map((r) => r.value);
}

async function countRows(db: Database, table: string): Promise<number> {
  const [row] = await db.query<{ n: number | string }>(`select count(*) as n from ${table}`);
  return Number(row?.n ?? 0);
}

async function spreadFilings(db: Database, companyRows: number, samples: number) {
  const [range] = await db.query<{ low: string | number; high: string | number }>(
    'select min(id) as low, max(id) as high from filings',
  );
  const low = Number(range?.low ?? 0);
  const high = Number(range?.high ?? 0);
  const picked: { trackingNumber: string; company: string }[] = [];
  for (let i = 0; i < Math.min(samples, companyRows); i++) {
    const id = Math.floor(low + ((high - low) * (i + 0.5)) / samples);
    const [row] = await db.query<{ tn: string; company: string }>(
      'select serff_tracking_number as tn, company from filings where id >= $1 order by id limit 1',
      [id],
    );
    if (row && !picked.some((p) => p.trackingNumber === row.tn))
      picked.push({ trackingNumber: row.tn, company: row.company });
  }
  return picked;
}

/** Reads the sample values with small queries (nothing proportional to the data stays in memory). */
export async function readSampleValues(db: Database): Promise<SampleValues> {
  const companyRows = await countRows(db, 'filings');
  if (companyRows === 0) throw new Error('The benchmark database has no filings');
  const carriers = await topValues(db, 'carrier', 3);
  const [prefix] = await db.query<{ prefix: string }>(
    'select serff_prefix as prefix from carriers where name = $1',
    [carriers[0]],
  );
  const [latest] = await db.query<{ latest: string }>(
    'select max(effective_date_new)::text as latest from whole_filings',
  );
  return {
    carriers,
    states: await topValues(db, 'state', 3),
    linesOfBusiness: await topValues(db, 'line_of_business', 2),
    dispositionStatuses: await topValues(db, 'disposition_status', 2),
    filingTypes: await topValues(db, 'filing_type', 2),
    carrierPrefix: prefix?.prefix ?? 'SFMA',
    filings: await spreadFilings(db, companyRows, 12),
    latestEffectiveDate: latest?.latest ?? '2026-01-01',
    companyRows,
    wholeFilings: await countRows(db, 'whole_filings'),
    documentPages: await countRows(db, 'document_pages'),
  };
}
