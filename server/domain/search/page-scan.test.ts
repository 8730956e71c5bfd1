import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { seedSearchFixture } from '#tests/support/search/seed-search-fixture.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import {
  choosePageScan,
  type PageScanEstimates,
  pagesWithWordsEstimate,
  planPageScan,
  readsInTableOrder,
  sourceScans,
  TABLE_ORDER_MAX_ROWS,
} from './page-scan.ts';
import { parseSearchQuery } from './parse-search-query.ts';
import { NO_NAME_MATCHES } from './resolve-name-matches.ts';
import { searchFilings } from './search-filings.ts';
import { searchFilterCondition, searchFilterShape } from './search-filter-condition.ts';
import { buildSearchMatchTerms } from './search-match-terms.ts';
import { searchRequestSchema } from './search-request-schema.ts';

/** 100,000 filings with 10 pages each, as the benchmark's scale. */
const SCALE = { filings: 100_000, pages: 1_000_000 };
const estimates = (over: Partial<PageScanEstimates>): PageScanEstimates => ({
  ...SCALE,
  filteredFilings: 1_000,
  pagesWithWords: 200_000,
  dateFiltered: false,
  ...over,
});

describe('choosePageScan', () => {
  it('reads a narrow filter’s filings when the words are common', () => {
    // by filing: 1,000 filings × 10 pages = 10,000 at most, 5,000 until 1,000 hold a word in 5;
    // by word: 1,000 ÷ 1% = 100,000 pages holding the words until 1,000 are the filter’s.
    expect(choosePageScan(estimates({}), 1_000)).toBe('by-filing');
  });

  it('reads the pages holding a rare word, whatever the filter', () => {
    expect(choosePageScan(estimates({ pagesWithWords: 300 }), 1_000)).toBe('by-word');
    expect(choosePageScan(estimates({ pagesWithWords: 300, filteredFilings: 50 }), 1_000)).toBe(
      'by-word',
    );
  });

  it('reads the pages holding the words when the filter keeps most filings', () => {
    // by word: 1,000 ÷ 80% = 1,250 pages; by filing: 1,000 ÷ 20% = 5,000.
    expect(choosePageScan(estimates({ filteredFilings: 80_000 }), 1_000)).toBe('by-word');
  });

  it('expects a date filter’s filings to lie together, so every page of the words may be read', () => {
    const broad = estimates({ filteredFilings: 80_000, pagesWithWords: 200_000 });
    expect(choosePageScan(broad, 1_000)).toBe('by-word');
    expect(choosePageScan({ ...broad, dateFiltered: true }, 1_000)).toBe('by-filing');
  });

  it('keeps the word scan when the estimates are missing', () => {
    expect(choosePageScan(estimates({ filings: 0 }), 1_000)).toBe('by-word');
    expect(choosePageScan(estimates({ pages: 0 }), 1_000)).toBe('by-word');
  });
});

describe('readsInTableOrder', () => {
  it('reads a word on a large share of rows in table order', () => {
    // 1,000 candidates lie within 1,000 ÷ 15% ≈ 6,700 rows; the bitmap gathers 155,919 first.
    expect(readsInTableOrder(1_085_214, 155_919, 1_000)).toBe(true);
    // The same share of a table ten times the size: still 6,700 rows.
    expect(readsInTableOrder(10_852_140, 1_559_190, 1_000)).toBe(true);
  });

  it('reads a rare word by word', () => {
    expect(readsInTableOrder(1_085_214, 2_000, 1_000)).toBe(false);
  });

  it('never expects to read more than its bound, whatever the bitmap would cost', () => {
    const share = 1_000 / (TABLE_ORDER_MAX_ROWS + 1);
    expect(readsInTableOrder(100_000_000, 100_000_000 * share, 1_000)).toBe(false);
  });

  it('keeps the word scan when the bitmap is small or the estimates are missing', () => {
    // 3,300 rows in order against 1,000 + 0.35 × 3,000 rows by word.
    expect(readsInTableOrder(10_000, 3_000, 1_000)).toBe(false);
    expect(readsInTableOrder(0, 10, 1_000)).toBe(false);
    expect(readsInTableOrder(10_000, 0, 1_000)).toBe(false);
  });
});

describe.each(listTestTargets())('the page scans on %s', (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await seedSearchFixture(target);
  }, 180_000);
  afterAll(async () => {
    await db?.close();
  });

  const request = (input: object) => searchRequestSchema.parse(input);
  const FILTERED = [
    { query: 'territory', states: ['TX'] },
    { query: 'base rate', linesOfBusiness: ['04.0 Homeowners'], states: ['CA', 'FL'] },
    { query: 'premium', states: ['OK', 'KS'], startDate: { year: 2023, month: 1, day: 1 } },
    { query: '"rate level"', states: ['NY', 'TX'] },
    { query: 'indicat', filingTypes: ['Rate'], index: 'filings' },
    { query: 'rate', states: ['TX', 'CA'], index: 'objections' },
    { query: 'rate', states: ['TX', 'CA'], index: 'summaries' },
  ];

  const UNFILTERED = [
    { query: 'territory' },
    { query: 'rate' },
    { query: 'premium base', index: 'filings' },
    { query: 'rate', index: 'objections' },
    { query: 'indicat', pageSize: 10, page: 3 },
  ];
  const COMPARED = [
    ...FILTERED.map((input) => ({ input, scan: 'by-filing' as const })),
    ...UNFILTERED.map((input) => ({ input, scan: 'in-table-order' as const })),
  ];

  it.each(COMPARED)(
    'find the same page of results $scan as by word for $input',
    async ({ input, scan }) => {
      const parsed = request({ pageSize: 50, ...input });
      const byWord = await searchFilings(db, parsed, { today: '2026-01-01', pageScan: 'by-word' });
      const other = await searchFilings(db, parsed, { today: '2026-01-01', pageScan: scan });
      expect(other).toEqual(byWord);
    },
  );

  it('finds capped candidates in table order too, so the comparison covers the limit', async () => {
    const outcome = await searchFilings(db, request({ query: 'rate', pageSize: 50 }), {
      today: '2026-01-01',
      pageScan: 'in-table-order',
    });
    expect(outcome.indexCapped.all).toBe(true);
  });

  it('finds letters and summaries under filters by filing too, so their comparison compares something', async () => {
    const outcome = await searchFilings(
      db,
      request({ query: 'rate', states: ['TX', 'CA'], pageSize: 50 }),
      { today: '2026-01-01', pageScan: 'by-filing' },
    );
    expect(outcome.indexCounts.objections).toBeGreaterThan(0);
    expect(outcome.indexCounts.summaries).toBeGreaterThan(0);
  });

  it('finds some document pages under filters, so the comparison has something to compare', async () => {
    const outcome = await searchFilings(
      db,
      request({ query: 'territory', states: ['TX'], pageSize: 50 }),
      {
        today: '2026-01-01',
        pageScan: 'by-filing',
      },
    );
    expect(outcome.hits.some((hit) => hit.pageNumber > 0)).toBe(true);
  });

  it('is planned from the database’s estimates, each source on its own', async () => {
    const plan = async (input: { query: string; states?: string[] }) => {
      const parsed = request(input);
      const terms = buildSearchMatchTerms(parseSearchQuery(input.query), NO_NAME_MATCHES);
      const filter = { condition: searchFilterCondition(parsed), ...searchFilterShape(parsed) };
      return planPageScan(db, terms, filter, { pages: 1_000, rows: 500 });
    };
    // Without filters a source with stored vectors may be read in table order; the summaries,
    // whose vectors are computed row by row, never are; a quoted phrase is always read by word.
    const unfiltered = sourceScans(await plan({ query: 'territory' }));
    expect([unfiltered.summaries, unfiltered.letterSummaries]).toEqual(['by-word', 'by-word']);
    for (const scan of Object.values(unfiltered)) {
      expect(['by-word', 'in-table-order']).toContain(scan);
    }
    expect(await plan({ query: '"rate level"' })).toBe('by-word');
    // "rate" is on most of the fixture's pages, filings and letters; "premium" on fewer.
    expect(await plan({ query: 'rate' })).toEqual({
      pages: 'in-table-order',
      filings: 'in-table-order',
      summaries: 'by-word',
      letters: 'in-table-order',
      letterSummaries: 'by-word',
    });
    expect(new Set(Object.values(sourceScans(await plan({ query: 'premium' }))))).toEqual(
      new Set(['by-word']),
    );
    // With filters each source that can be read by filing gets its own choice.
    const planned = sourceScans(await plan({ query: 'territory', states: ['TX'] }));
    expect(Object.keys(planned).sort()).toEqual([
      'filings',
      'letterSummaries',
      'letters',
      'pages',
      'summaries',
    ]);
    for (const scan of Object.values(planned)) expect(['by-word', 'by-filing']).toContain(scan);
  });

  it('bounds a quoted phrase’s estimate by its rarest word, not the product of its words', async () => {
    const planned = async (where: string) => {
      const rows = await db.query<Record<string, unknown>>(
        `explain (format json) select 1 from document_pages p where ${where}`,
      );
      const raw = rows[0]?.['QUERY PLAN'];
      const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [
        { Plan: { 'Plan Rows': number } },
      ];
      return plan[0].Plan['Plan Rows'];
    };
    const terms = buildSearchMatchTerms(parseSearchQuery('"rate level"'), NO_NAME_MATCHES);
    const product = await planned(
      `p.search_vector @@ websearch_to_tsquery('document_english', '"rate level"')`,
    );
    const rarest = Math.min(
      await planned(`p.search_vector @@ 'rate'::tsquery`),
      await planned(`p.search_vector @@ 'level'::tsquery`),
    );
    // The fixture's phrase words are common enough for the product to underestimate.
    expect(rarest).toBeGreaterThan(product);
    expect(await pagesWithWordsEstimate(db, terms)).toBe(rarest);
    const plain = buildSearchMatchTerms(parseSearchQuery('rate level'), NO_NAME_MATCHES);
    expect(await pagesWithWordsEstimate(db, plain)).toBe(
      await planned(`p.search_vector @@ websearch_to_tsquery('document_english', 'rate level')`),
    );
  });
});
