import type { JsonObject } from '@bufbuild/protobuf';
import type { WorkloadItem } from './api-workloads.ts';
import type { SampleValues } from './sample-values.ts';

/** A carrier name with one letter dropped from its longest word (fuzzy name matching). */
export function misspell(name: string): string {
  const words = name.split(/\s+/);
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
  if (longest.length < 5) return longest;
  return `${longest.slice(0, 2)}${longest.slice(3)}`;
}

/** At least ten search shapes: words, phrase, exclusion, OR, prefix, tracking numbers, names... */
export function searchWorkloads(v: SampleValues): WorkloadItem[] {
  const item = (id: string, label: string, request: JsonObject): WorkloadItem => ({
    id: `search-${id}`,
    label: `Search: ${label}`,
    group: 'search',
    service: 'SearchService',
    method: 'Search',
    requests: [request],
  });
  const tracking = v.filings[0]?.trackingNumber ?? `${v.carrierPrefix}-000000000`;
  return [
    item('common-word', 'one common word ("territory ")', { query: 'territory ' }),
    item('two-words', 'two words', { query: 'policyholder histogram ' }),
    item('phrase', 'exact phrase', { query: '"side-by-side comparison"' }),
    // The worst case of a phrase: both words on most pages, together on none, so every page
    // holding both is read (ADR 036); the population workload quotes phrases the documents hold.
    item('phrase-nowhere', 'exact phrase of common words that occurs nowhere', {
      query: '"property property"',
    }),
    item('excluded', 'word and excluded word', { query: 'actuarial judgment -territory' }),
    item('or', 'OR of two words', { query: 'dislocation OR credibility' }),
    item('prefix', 'last word still being typed', { query: 'increased limi' }),
    item('tracking-number', 'whole tracking number', { query: tracking }),
    item('tracking-prefix', 'tracking number prefix', { query: `${v.carrierPrefix}-` }),
    item('misspelt-carrier', 'misspelt carrier name', {
      query: `${misspell(v.carriers[0] ?? '')} `,
    }),
    item('filtered', 'word, filings index, state and line filters', {
      query: 'territory',
      index: 'SEARCH_INDEX_FILINGS',
      states: v.states.slice(0, 2),
      linesOfBusiness: v.linesOfBusiness.slice(0, 1),
    }),
    item('objections', 'objections index', {
      query: 'basic-limits indications',
      index: 'SEARCH_INDEX_OBJECTIONS',
    }),
    item('rating-factors', 'rating factors index', {
      query: 'driver age',
      index: 'SEARCH_INDEX_RATING_FACTORS',
    }),
    item('summaries-context', 'summaries, more context, recent first', {
      query: 'rate increase',
      index: 'SEARCH_INDEX_SUMMARIES',
      hasMoreContext: true,
      hasPromotedRecentFilings: true,
    }),
    item('deep-page', 'page 5 of a common word', {
      query: 'territory',
      pagination: { page: 5, pageSize: 20 },
    }),
    item('no-match', 'nothing matches', { query: 'qzxwvbnm ' }),
  ];
}
