import { describe, expect, it } from 'vitest';
import type { SearchHitRow } from './collect-search-hits.ts';
import { type MergedResult, mergeSearchHits, orderSearchResults } from './merge-search-hits.ts';

const hit = (
  fields: Partial<SearchHitRow> & Pick<SearchHitRow, 'source' | 'tn'>,
): SearchHitRow => ({
  kind: 'text',
  item: '0',
  score: 1,
  page: 0,
  effective: '2024-01-01',
  ...fields,
});

const limits = (limit: number) => () => limit;

describe('mergeSearchHits', () => {
  it('sums the best candidate of each way a result matched, keeping the best page', () => {
    const { results, counts } = mergeSearchHits(
      [
        hit({ source: 'filing_hits', tn: 'A', score: 0.4 }),
        hit({ source: 'filing_hits', tn: 'A', kind: 'name', score: 0.3 }),
        hit({ source: 'page_hits', tn: 'A', kind: 'page-text', score: 0.2, page: 5 }),
        hit({ source: 'page_hits', tn: 'A', kind: 'page-text', score: 0.25, page: 7 }),
        hit({ source: 'page_hits', tn: 'A', kind: 'page-text', score: 0.25, page: 3 }),
      ],
      limits(500),
    );
    expect(results).toHaveLength(1);
    const [a] = results;
    expect(a?.score).toBeCloseTo(0.4 + 0.3 + 0.25);
    // Of the pages with the best score, the first.
    expect(a?.page).toBe(3);
    expect(a?.pageScore).toBe(0.25);
    expect(a?.textScore).toBe(0.4);
    expect(counts).toEqual({ filings: 1, objections: 0, summaries: 0, 'rating-factors': 0 });
  });

  it('keeps letters, summaries and rating factors apart from the filing, one result per letter', () => {
    const { results, counts } = mergeSearchHits(
      [
        hit({ source: 'filing_hits', tn: 'A' }),
        hit({ source: 'objection_hits', tn: 'A', item: '11' }),
        hit({ source: 'objection_hits', tn: 'A', item: '12' }),
        hit({ source: 'summary_hits', tn: 'A', item: '0' }),
        hit({ source: 'summary_hits', tn: 'A', item: '11' }),
        hit({ source: 'rating_hits', tn: 'A' }),
      ],
      limits(500),
    );
    expect(results.map((r) => `${r.type}:${r.item}`).sort()).toEqual([
      'filing:0',
      'objection:11',
      'objection:12',
      'rating-factors:0',
      'summary:0',
      'summary:11',
    ]);
    expect(counts).toEqual({ filings: 1, objections: 2, summaries: 2, 'rating-factors': 1 });
  });

  it('marks an index capped when one branch of its sources returned its limit', () => {
    const letters = [1, 2, 3].map((k) =>
      hit({ source: 'objection_hits', tn: `T${k}`, item: String(k) }),
    );
    // Two summary branches of one kind (filings' and letters'), each below the limit of 3.
    const summaries = [
      hit({ source: 'summary_hits', tn: 'S1', item: '0' }),
      hit({ source: 'summary_hits', tn: 'S2', item: '0' }),
      hit({ source: 'summary_hits', tn: 'S1', item: '5' }),
      hit({ source: 'summary_hits', tn: 'S2', item: '6' }),
    ];
    const { capped } = mergeSearchHits([...letters, ...summaries], limits(3));
    expect(capped).toEqual({
      filings: false,
      objections: true,
      summaries: false,
      'rating-factors': false,
    });
  });
});

describe('orderSearchResults', () => {
  const result = (tn: string, fields: Partial<MergedResult> = {}): MergedResult => ({
    type: 'filing',
    tn,
    item: 0,
    score: 1,
    effective: '2024-01-01',
    page: 0,
    pageScore: 0,
    textScore: 1,
    ...fields,
  });

  it('orders by score, then the later date (no date last), then tracking number descending', () => {
    const order = orderSearchResults(
      [
        result('A', { score: 2 }),
        result('B', { effective: null }),
        result('C', { effective: '2023-01-01' }),
        result('D'),
        result('E'),
        result('E', { type: 'objection', item: 9 }),
        result('E', { type: 'objection', item: 2 }),
      ],
      { promoteRecent: false, today: '2024-06-01' },
    ).map((r) => `${r.tn}${r.item || ''}`);
    expect(order).toEqual(['A', 'E', 'E2', 'E9', 'D', 'C', 'B']);
  });

  it('puts filings effective in the last 90 days first when asked', () => {
    const results = [
      result('OLD', { score: 5, effective: '2024-02-01' }),
      result('NEW', { score: 1, effective: '2024-05-01' }),
      result('LETTER', { type: 'objection', item: 1, score: 2, effective: '2024-05-01' }),
    ];
    const order = (promoteRecent: boolean) =>
      orderSearchResults(results, { promoteRecent, today: '2024-06-01' }).map((r) => r.tn);
    expect(order(true)).toEqual(['NEW', 'OLD', 'LETTER']);
    expect(order(false)).toEqual(['OLD', 'LETTER', 'NEW']);
  });
});
