import { describe, expect, it } from 'vitest';
import { insertSearchFilings } from '#tests/support/factories/insert-search-filings.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { loadSearchSnippets, snippetKey } from './load-search-snippets.ts';
import { parseSearchQuery } from './parse-search-query.ts';
import type { RankedResult } from './rank-search-results.ts';
import { NO_NAME_MATCHES } from './resolve-name-matches.ts';
import { buildSearchMatchTerms } from './search-match-terms.ts';

const result = (
  over: Partial<RankedResult> & Pick<RankedResult, 'type' | 'serffTrackingNumber'>,
): RankedResult => ({
  item: 0,
  score: 1,
  page: 0,
  pageScore: 0,
  textScore: 1,
  lineOfBusiness: '',
  state: '',
  carrier: '',
  filingType: '',
  company: '',
  productName: '',
  effectiveDate: null,
  pageCount: 0,
  ...over,
});

describe('snippetKey', () => {
  it('keys a result by type, filing and item', () => {
    expect(snippetKey({ type: 'objection', serffTrackingNumber: 'A-1', item: 7 })).toBe(
      'objection/A-1/7',
    );
  });
});

describe.each(listTestTargets())('loadSearchSnippets on %s', (target) => {
  const fixture = useTestDatabase(target, insertSearchFilings);
  const snippets = async (query: string, results: RankedResult[], moreContext = false) =>
    loadSearchSnippets(
      fixture.db,
      results,
      buildSearchMatchTerms(parseSearchQuery(query), NO_NAME_MATCHES),
      moreContext,
    );

  it('marks the matched words in the filing text, then its best page', async () => {
    const roof = result({
      type: 'filing',
      serffTrackingNumber: fixture.seeded.roof.serff_tracking_number,
      page: 2,
    });
    const found = await snippets('relativities ', [roof]);
    expect(found.get(snippetKey(roof))).toEqual({
      matchedText: [
        'Homeowners Roof Plus. Roof age surcharge revision',
        'Roof age <mark>relativities</mark> are shown on this page',
      ],
      pageNumber: 0,
    });
  });

  it('puts the page first, with its number, when the page scored above the text', async () => {
    const roof = result({
      type: 'filing',
      serffTrackingNumber: fixture.seeded.roof.serff_tracking_number,
      page: 2,
      pageScore: 2,
      textScore: 1,
    });
    const found = (await snippets('relativities ', [roof])).get(snippetKey(roof));
    expect(found?.pageNumber).toBe(2);
    expect(found?.matchedText[0]).toContain('<mark>relativities</mark>');
  });

  it('quotes a letter and, when it matches, its reply', async () => {
    const letter = result({
      type: 'objection',
      serffTrackingNumber: fixture.seeded.roof.serff_tracking_number,
      item: fixture.seeded.roofObjectionId,
    });
    expect((await snippets('histogram ', [letter])).get(snippetKey(letter))?.matchedText).toEqual([
      'Please provide the roof age <mark>histogram</mark>',
      'roof age <mark>histogram</mark> is attached',
    ]);
    expect((await snippets('provide ', [letter])).get(snippetKey(letter))?.matchedText).toEqual([
      'Please <mark>provide</mark> the roof age histogram',
    ]);
  });

  it('quotes a filing summary and an objection summary', async () => {
    const tn = fixture.seeded.roof.serff_tracking_number;
    const filing = result({ type: 'summary', serffTrackingNumber: tn });
    const letter = result({
      type: 'summary',
      serffTrackingNumber: tn,
      item: fixture.seeded.roofObjectionId,
    });
    const found = await snippets('surcharges ', [filing, letter]);
    expect(found.get(snippetKey(filing))?.matchedText[0]).toMatch(
      /^<mark>Surcharges<\/mark> rise with roof/,
    );
    expect(found.get(snippetKey(letter))?.matchedText).toEqual([
      'Missing policyholder rate-change histogram',
    ]);
  });

  it('lists up to three rating factors, the matching ones first', async () => {
    const ratings = result({
      type: 'rating-factors',
      serffTrackingNumber: fixture.seeded.roof.serff_tracking_number,
    });
    expect(
      (await snippets('deductible ', [ratings])).get(snippetKey(ratings))?.matchedText,
    ).toEqual(['<mark>Deductible</mark> (Coverage)', 'Roof age (Property)']);
  });

  // Once a bug: ts_headline ignores HighlightAll when MaxFragments is set, so a rating factor or
  // summary was cut after its last matched word ("Roof age" showed as "Roof").
  it('shows a whole rating factor name when only part of it matches', async () => {
    const ratings = result({
      type: 'rating-factors',
      serffTrackingNumber: fixture.seeded.roof.serff_tracking_number,
    });
    expect((await snippets('roof ', [ratings])).get(snippetKey(ratings))?.matchedText[0]).toBe(
      '<mark>Roof</mark> age (Property)',
    );
  });

  it('shows a whole summary when only its first words match', async () => {
    const filing = result({
      type: 'summary',
      serffTrackingNumber: fixture.seeded.roof.serff_tracking_number,
    });
    expect((await snippets('surcharges ', [filing])).get(snippetKey(filing))?.matchedText).toEqual([
      '<mark>Surcharges</mark> rise with roof age.',
    ]);
  });

  it('loads nothing for no results', async () => {
    expect((await snippets('roof', [])).size).toBe(0);
  });
});
