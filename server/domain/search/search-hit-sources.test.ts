import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compileSql } from '#tests/support/compile-sql.ts';
import { insertSearchFilings } from '#tests/support/factories/insert-search-filings.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { parseSearchQuery } from './parse-search-query.ts';
import { type NameMatches, NO_NAME_MATCHES, resolveNameMatches } from './resolve-name-matches.ts';
import { searchHitSources } from './search-hit-sources.ts';
import { buildSearchMatchTerms } from './search-match-terms.ts';

const terms = (query: string, names: NameMatches = NO_NAME_MATCHES) =>
  buildSearchMatchTerms(parseSearchQuery(query), names);

describe('searchHitSources', () => {
  it('writes the five sources as CTEs; a tracking number is not looked for in pages', () => {
    const { sql: text } = compileSql(searchHitSources(terms('ABCD-1234567'), sql<boolean>`true`));
    for (const cte of ['filing_hits', 'page_hits', 'objection_hits', 'summary_hits', 'rating_hits'])
      expect(text).toContain(`${cte} as (`);
    expect(text.match(/like any\(/g)).toHaveLength(5);
    expect(text).not.toContain('ts_rank_cd');
    expect(text).not.toContain('document_pages');
  });

  it('makes every source an empty set when there is nothing to match', () => {
    const { sql: text } = compileSql(searchHitSources(terms(''), sql<boolean>`true`));
    expect(text.match(/where false/g)).toHaveLength(5);
  });

  it('bounds every branch and leaves excluded words out of every source', () => {
    const { sql: text } = compileSql(searchHitSources(terms('roof -hail'), sql<boolean>`true`));
    expect(text.match(/limit 500/g)).toHaveLength(5);
    expect(text.match(/limit 1000/g)).toHaveLength(1);
    expect(text.match(/not \(w\.search_vector @@ websearch_to_tsquery/g)).toHaveLength(6);
  });
});

describe.each(listTestTargets())('searchHitSources on %s', (target) => {
  const fixture = useTestDatabase(target, insertSearchFilings);
  type Hit = { source: string; tn: string; kind: string; page: number; score: number };

  async function hits(query: string, names: NameMatches = NO_NAME_MATCHES) {
    const { rows } =
      await sql<Hit>`with ${searchHitSources(terms(query, names), sql<boolean>`true`)}
      select 'filing' as source, tn, kind, page, score from filing_hits
      union all select 'filing', tn, kind, page, score from page_hits
      union all select 'objection', tn, kind, page, score from objection_hits
      union all select 'summary', tn, kind, page, score from summary_hits
      union all select 'rating', tn, kind, page, score from rating_hits`.execute(fixture.db.kysely);
    const { roof, auto, hail } = fixture.seeded;
    const label = new Map([
      [roof.serff_tracking_number, 'roof'],
      [auto.serff_tracking_number, 'auto'],
      [hail.serff_tracking_number, 'hail'],
    ]);
    return rows
      .map((r) => ({ ...r, tn: label.get(r.tn) ?? r.tn, score: Number(r.score) }))
      .sort((a, b) =>
        `${a.source}/${a.tn}/${a.kind}/${a.page}`.localeCompare(
          `${b.source}/${b.tn}/${b.kind}/${b.page}`,
        ),
      );
  }

  it('finds text in filings, their pages, letters, summaries and rating factors', async () => {
    const found = (await hits('roof age')).map((h) => [h.source, h.tn, h.kind, h.page]);
    expect(found).toEqual([
      ['filing', 'roof', 'page-text', 2],
      ['filing', 'roof', 'text', 0],
      ['objection', 'roof', 'text', 0],
      ['rating', 'roof', 'text', 0],
      ['summary', 'roof', 'text', 0],
    ]);
  });

  it('finds words only on a page as a page hit', async () => {
    const found = await hits('relativities');
    expect(found.map((h) => [h.source, h.tn, h.kind, h.page])).toEqual([
      ['filing', 'roof', 'page-text', 2],
    ]);
    expect(found[0]?.score).toBeGreaterThan(0);
  });

  it('scores a whole tracking number 10 and a part of one 6', async () => {
    const tn = fixture.seeded.auto.serff_tracking_number;
    // auto has no letter, summary or rating factor: its filing is the only hit.
    expect((await hits(tn)).map((h) => [h.source, h.tn, h.kind, h.score])).toEqual([
      ['filing', 'auto', 'tn', 10],
    ]);
    const part = tn.split('-')[1]?.slice(0, 7) ?? '';
    const partial = (await hits(part)).filter((h) => h.tn === 'auto');
    expect(partial.map((h) => [h.kind, h.score])).toEqual([['tn', 6]]);
  });

  it('finds the filings of a misspelt carrier, with a bonus from its similarity', async () => {
    const names = await resolveNameMatches(fixture.db, ['beacn']);
    // Similarity 2/3: a bonus of 0.2; neither filing has a letter, summary or rating factor.
    expect((await hits('beacn', names)).map((h) => [h.source, h.tn, h.kind, h.score])).toEqual([
      ['filing', 'auto', 'name', 0.2],
      ['filing', 'hail', 'name', 0.2],
    ]);
  });
});
