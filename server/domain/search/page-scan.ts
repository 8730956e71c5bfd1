import { type RawBuilder, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '#server/db/connection.ts';
import type { SearchMatchTerms } from './search-match-terms.ts';

/**
 * How the document pages' branch finds its candidate pages under filters (ADR 036):
 * - `by-word`: the pages holding the words (full-text index), each joined to its filing, which
 *   the filters then keep or drop. Cheap when the words are rare or the filters broad.
 * - `by-filing`: the filings the filters keep, each with its pages (primary key), which the words
 *   then keep or drop. Cheap when the filters are narrow and the words common: it stops after
 *   the candidates it needs, where `by-word` reads every page holding a common word until enough
 *   of them belong to a filtered filing (and date filters follow the table's physical order, so
 *   the recent filings' pages come last).
 */
export type PageScan = 'by-word' | 'by-filing' | 'in-table-order';

/**
 * `in-table-order` (no filters, no quoted phrase, no name or tracking number; ADR 043): the table
 * read in its physical order, each row's words checked, until the candidates are found. These are
 * the rows `by-word` finds, in the same order (its bitmap heap scan visits the table in that
 * order), without first building the bitmap of every row holding the words: for a word on a large
 * share of rows ("status" on 155,919 of 1,085,214 pages at 100,000 filings) that bitmap costs
 * more than reading the few thousand rows that hold the first candidates, and it grows with the
 * table while the table-order read does not.
 *
 * The most rows the table-order read is expected to read: past this it is never chosen, so a word
 * whose share is overestimated costs a bounded read (about 5 µs a row).
 */
export const TABLE_ORDER_MAX_ROWS = 20_000;

/**
 * What the word scan's bitmap costs per row holding the words, in rows read and checked: 1.8 µs
 * an entry against 4.8 µs a row (100,000 filings, "status" on the pages).
 */
const BITMAP_ENTRY_COST = 0.35;

/**
 * Whether reading the table in its order, checking each row's stored vector, is expected to be
 * cheaper than the word scan for a source without filters: `wanted` candidates lie within
 * `wanted ÷ share` rows, and the word scan first gathers all `rowsWithWords`.
 */
export function readsInTableOrder(rows: number, rowsWithWords: number, wanted: number): boolean {
  if (rows <= 0 || rowsWithWords <= 0) return false;
  const inOrder = wanted / Math.min(rowsWithWords / rows, 1);
  return inOrder <= TABLE_ORDER_MAX_ROWS && inOrder < wanted + BITMAP_ENTRY_COST * rowsWithWords;
}

/**
 * The scan of each source that can be read by filing (ADR 042): the document pages, the filings'
 * own text, the filing summaries, the objection letters and the letters' summaries. The rating
 * factors are always read by word.
 */
export type SourceScans = {
  pages: PageScan;
  filings: PageScan;
  summaries: PageScan;
  letters: PageScan;
  letterSummaries: PageScan;
};

/** One scan for every source, or each source's own. */
export type ScanChoice = PageScan | SourceScans;

export function sourceScans(choice: ScanChoice): SourceScans {
  return typeof choice === 'string'
    ? {
        pages: choice,
        filings: choice,
        summaries: choice,
        letters: choice,
        letterSummaries: choice,
      }
    : choice;
}

/** The planner's estimates (row counts) the choice is made from. */
export type PageScanEstimates = {
  filings: number;
  filteredFilings: number;
  pages: number;
  pagesWithWords: number;
  /** A date range is among the filters (its filings lie together in the table, not spread). */
  dateFiltered: boolean;
};

/**
 * The scan expected to read fewer pages before it has `wanted` candidates. `by-filing` reads the
 * filtered filings' pages until `wanted` of them hold the words (at most all of them);
 * `by-word` reads the pages holding the words until `wanted` of them belong to a filtered filing
 * (at most all of them; all of them with a date filter, which is not spread over the table).
 */
export function choosePageScan(
  estimates: PageScanEstimates,
  wanted: number,
): Exclude<PageScan, 'in-table-order'> {
  const { filings, filteredFilings, pages, pagesWithWords, dateFiltered } = estimates;
  if (filings <= 0 || pages <= 0) return 'by-word';
  const wordShare = Math.max(pagesWithWords / pages, 1e-9);
  const filterShare = Math.max(filteredFilings / filings, 1e-9);
  const byFiling = Math.min(filteredFilings * (pages / filings), wanted / wordShare);
  const byWord = dateFiltered ? pagesWithWords : Math.min(pagesWithWords, wanted / filterShare);
  return byFiling < byWord ? 'by-filing' : 'by-word';
}

const planRowsSchema = z
  .array(z.object({ Plan: z.object({ 'Plan Rows': z.number() }) }))
  .min(1)
  .transform(([first]) => first?.Plan['Plan Rows'] ?? 0);

/** The planner's row estimate of `select 1 from ...` (node-postgres parses EXPLAIN's json, PGlite does not). */
async function estimatedRows(db: Database, from: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<
    Record<string, unknown>
  >`explain (format json) select 1 from ${from}`.execute(db.kysely);
  const raw = rows[0]?.['QUERY PLAN'];
  return planRowsSchema.parse(typeof raw === 'string' ? JSON.parse(raw) : raw);
}

/**
 * The planner's estimate of the pages holding the words, for the choice. A quoted phrase's words
 * are estimated as independent (the product of their frequencies), but the words of a phrase an
 * analyst quotes go together: "redline comparison" is on 100,000 of 1,085,214 pages at 100,000
 * filings, estimated at 11,211, and the word scan then read 33,000 pages (330-400 ms) where the
 * filing scan needed 42-58 ms. With phrases the estimate is at least that of the phrases' rarest
 * word (the most pages that can hold them all).
 */
export async function pagesWithWordsEstimate(
  db: Database,
  terms: SearchMatchTerms,
): Promise<number> {
  const words = sql`document_pages p where p.search_vector @@ ${terms.documentText.full}`;
  if (!terms.phraseWords) return estimatedRows(db, words);
  const [all, lexemes] = await Promise.all([
    estimatedRows(db, words),
    db.query<{ lexeme: string }>(`select lexeme from unnest(to_tsvector('document_english', $1))`, [
      terms.phraseWords,
    ]),
  ]);
  const single = await Promise.all(
    lexemes.map(({ lexeme }) =>
      estimatedRows(
        db,
        sql`document_pages p where p.search_vector @@ ${`'${lexeme.replaceAll("'", "''")}'`}::tsquery`,
      ),
    ),
  );
  return single.length > 0 ? Math.max(all, Math.min(...single)) : all;
}

/** Most candidates a source other than the pages reads (search-hit-sources.ts). */
type Wanted = { pages: number; rows: number };

/**
 * The planner's estimates of the sources with stored vectors (the filings' own text, the pages,
 * the letters): each table's rows and the rows holding the words.
 */
async function storedVectorEstimates(db: Database, terms: SearchMatchTerms) {
  const { full } = terms;
  const [filings, filingsWithWords, pages, pagesWithWords, letters, lettersWithWords] =
    await Promise.all([
      estimatedRows(db, sql`whole_filings w`),
      estimatedRows(db, sql`whole_filings w where w.search_vector @@ ${full}`),
      estimatedRows(db, sql`document_pages p`),
      pagesWithWordsEstimate(db, terms),
      estimatedRows(db, sql`objections o`),
      estimatedRows(db, sql`objections o where o.search_vector @@ ${full}`),
    ]);
  return { filings, filingsWithWords, pages, pagesWithWords, letters, lettersWithWords };
}

/**
 * Without filters: the document pages, the filings' own text and the letters are read in table
 * order when the words are common enough (`readsInTableOrder`), else by word. Never with a quoted
 * phrase (its estimate can be far off either way), a misspelt name or a tracking number (their
 * branches read the same source for a few filings, which the table order would look for row by
 * row) or an excluded word (its share is not estimated). The summaries' vectors are computed from
 * the text of each row read, so they are always read by word.
 */
async function planUnfiltered(
  db: Database,
  terms: SearchMatchTerms,
  wanted: Wanted,
): Promise<ScanChoice> {
  if (
    terms.phrasePatterns.length > 0 ||
    terms.names.words.length > 0 ||
    terms.trackingNumbers.length > 0 ||
    terms.excluded
  ) {
    return 'by-word';
  }
  const { filings, filingsWithWords, pages, pagesWithWords, letters, lettersWithWords } =
    await storedVectorEstimates(db, terms);
  const scan = (rows: number, rowsWithWords: number, want: number): PageScan =>
    readsInTableOrder(rows, rowsWithWords, want) ? 'in-table-order' : 'by-word';
  return {
    pages: scan(pages, pagesWithWords, wanted.pages),
    filings: scan(filings, filingsWithWords, wanted.rows),
    summaries: 'by-word',
    letters: scan(letters, lettersWithWords, wanted.rows),
    letterSummaries: 'by-word',
  };
}

/**
 * Chooses each source's scan for one search from the planner's estimates: EXPLAINs only (no rows
 * read; one more per word of a quoted phrase); without filters `planUnfiltered`. Each source is
 * weighed on its own share of rows holding the words: a word common on the pages can be rare in the letters, where reading the
 * filtered filings' letters would read them all (ADR 042).
 */
export async function planPageScan(
  db: Database,
  terms: SearchMatchTerms,
  filter: { condition: RawBuilder<boolean>; any: boolean; dateFiltered: boolean },
  wanted: Wanted,
): Promise<ScanChoice> {
  if (!terms.hasText) return 'by-word';
  if (!filter.any) return planUnfiltered(db, terms, wanted);
  const { full } = terms;
  const [
    { filings, filingsWithWords, pages, pagesWithWords, letters, lettersWithWords },
    filteredFilings,
    summariesWithWords,
    letterSummariesWithWords,
  ] = await Promise.all([
    storedVectorEstimates(db, terms),
    estimatedRows(db, sql`whole_filings w where ${filter.condition}`),
    estimatedRows(
      db,
      sql`whole_filings w where to_tsvector('english', coalesce(w.summary, '')) @@ ${full}`,
    ),
    estimatedRows(
      db,
      sql`objections o where to_tsvector('english', coalesce(o.summary, '')) @@ ${full}`,
    ),
  ]);
  const choose = (rows: number, rowsWithWords: number, want: number) =>
    choosePageScan(
      {
        filings,
        filteredFilings,
        pages: rows,
        pagesWithWords: rowsWithWords,
        dateFiltered: filter.dateFiltered,
      },
      want,
    );
  return {
    pages: choose(pages, pagesWithWords, wanted.pages),
    filings: choose(filings, filingsWithWords, wanted.rows),
    summaries: choose(filings, summariesWithWords, wanted.rows),
    letters: choose(letters, lettersWithWords, wanted.rows),
    letterSummaries: choose(letters, letterSummariesWithWords, wanted.rows),
  };
}
