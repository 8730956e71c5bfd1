import type { Database } from '#server/db/connection.ts';

/**
 * What the population workload draws its requests from: the values of every filter as the data
 * holds them (with how many filings each has, so that popular values are drawn more often), the
 * years of the data, filings spread over the table, and a vocabulary of the documents' words
 * (common and rare) read from a sample of pages.
 */
export type PopulationValues = {
  carriers: WeightedValue[];
  states: WeightedValue[];
  linesOfBusiness: WeightedValue[];
  subTois: WeightedValue[];
  dispositionStatuses: WeightedValue[];
  filingTypes: WeightedValue[];
  companies: WeightedValue[];
  ratingFactors: WeightedValue[];
  years: number[];
  trackingNumbers: string[];
  /** Words of the documents, the most frequent first, with their count in the sampled pages. */
  vocabulary: WeightedValue[];
  /**
   * Two-word phrases of the documents (adjacent words, nothing but blanks between), the most
   * frequent first: what an analyst quotes is text they have seen.
   */
  phrases: WeightedValue[];
  companyRows: number;
};

export type WeightedValue = { value: string; weight: number };

async function weighted(
  db: Database,
  table: string,
  column: string,
  limit: number,
): Promise<WeightedValue[]> {
  const rows = await db.query<{ value: string; n: number | string }>(
    `select ${column} as value, count(*) as n from ${table} where ${column} is not null
      group by ${column} order by count(*) desc, ${column} limit ${limit}`,
  );
  return rows.map((r) => ({ value: r.value, weight: Number(r.n) }));
}

/** Words of 4 to 20 letters, lower case (the search box's words). */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[a-z][a-z-]{2,18}[a-z]/g) ?? []).filter(
    (w) => !w.includes('--'),
  );
}

const WORD = /^[a-z][a-z-]{2,18}[a-z]$/;

/** Adjacent pairs of words (as `wordsOf` takes them) with only blanks between, lower case. */
export function phrasesOf(text: string): string[] {
  const tokens = text.toLowerCase().split(/\s+/);
  const phrases: string[] = [];
  for (let k = 1; k < tokens.length; k++) {
    const [a, b] = [tokens[k - 1] ?? '', tokens[k] ?? ''];
    if (WORD.test(a) && WORD.test(b) && !a.includes('--') && !b.includes('--')) {
      phrases.push(`${a} ${b}`);
    }
  }
  return phrases;
}

/** Values by how often they occur, the most frequent first. */
function byFrequency(values: Iterable<string>): WeightedValue[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .map(([value, weight]) => ({ value, weight }))
    .sort((a, b) => b.weight - a.weight || a.value.localeCompare(b.value));
}

/** Reads the values with bounded queries: a sample of pages, not the whole documents table. */
export async function readPopulationValues(db: Database): Promise<PopulationValues> {
  const [range] = await db.query<{ low: number | null; high: number | null }>(
    `select extract(year from min(effective_date_new))::int as low,
            extract(year from max(effective_date_new))::int as high from whole_filings`,
  );
  const low = range?.low ?? 2018;
  const high = range?.high ?? low;
  const [ids] = await db.query<{ low: string | number; high: string | number; n: string | number }>(
    'select min(id) as low, max(id) as high, count(*) as n from filings',
  );
  const first = Number(ids?.low ?? 0);
  const last = Number(ids?.high ?? 0);
  const trackingNumbers = await db.query<{ tn: string }>(
    `select distinct on (f.serff_tracking_number) f.serff_tracking_number as tn
       from generate_series(0, 399) as k
       cross join lateral (select serff_tracking_number from filings
                            where id >= $1::bigint + (($2::bigint - $1::bigint) * k) / 400
                            order by id limit 1) f`,
    [first, last],
  );
  const pages = await db.query<{ content: string }>(
    `select content from document_pages
      where (serff_tracking_number, page_number) in (
        select serff_tracking_number, page_number from document_pages
         where serff_tracking_number = any($1::text[]) and page_number <= 12)`,
    [trackingNumbers.slice(0, 60).map((t) => t.tn)],
  );
  const vocabulary = byFrequency(pages.flatMap((page) => wordsOf(page.content)));
  const phrases = byFrequency(pages.flatMap((page) => phrasesOf(page.content)));
  return {
    carriers: await weighted(db, 'whole_filings', 'carrier', 60),
    states: await weighted(db, 'whole_filings', 'state', 60),
    linesOfBusiness: await weighted(db, 'whole_filings', 'line_of_business', 40),
    subTois: await weighted(db, 'whole_filings', 'sub_toi', 80),
    dispositionStatuses: await weighted(db, 'whole_filings', 'disposition_status', 20),
    filingTypes: await weighted(db, 'whole_filings', 'filing_type', 10),
    companies: await weighted(db, 'filings', 'company', 80),
    ratingFactors: await weighted(db, 'rating_factors', 'factor', 60),
    years: Array.from({ length: high - low + 1 }, (_, k) => low + k),
    trackingNumbers: trackingNumbers.map((t) => t.tn),
    vocabulary,
    phrases,
    companyRows: Number(ids?.n ?? 0),
  };
}
