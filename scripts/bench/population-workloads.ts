import type { JsonObject } from '@bufbuild/protobuf';
import { createRandom, type Random } from '#server/data/prng.ts';
import { filingSortFields } from '#server/domain/filings/filing-sort.ts';
import { analyticsWorkloads } from './analytics-workloads.ts';
import type { WorkloadItem } from './api-workloads.ts';
import type { PopulationValues, WeightedValue } from './population-values.ts';
import type { SampleValues } from './sample-values.ts';

/**
 * The population workload (`npm run bench -- --workload population`): what a population of
 * analysts asks, not one request repeated. Each measured call gets a pool of distinct requests
 * drawn from the data (random combinations of every filter, popular values more often; every
 * sort; shallow and deep pages; search words drawn from the documents' vocabulary, common and
 * rare, in every index), and the samples walk the pool in a Zipf order: a few popular requests
 * come back (as shared links and default views do), most are asked once, so result caches help
 * only as much as they would in use.
 */
export const POOL_SIZE = 400;
export const DRAWS = 200;
/** Warm-up requests per call (the code paths, not the measured requests' results). */
const WARMUP_REQUESTS = 5;
/** Distinct requests the floor records and replays per call. */
const FLOOR_REQUESTS = 20;

/** A draw proportional to weight^0.7 (popular values more often, the long tail still drawn). */
function pickWeighted(rng: Random, values: readonly WeightedValue[]): string | undefined {
  if (values.length === 0) return undefined;
  return rng.weighted(values.map((v) => [v.value, v.weight ** 0.7] as const));
}

function some(rng: Random, values: readonly WeightedValue[], p: number, max: number): string[] {
  if (!rng.chance(p)) return [];
  const n = rng.int(1, max);
  return [
    ...new Set(Array.from({ length: n }, () => pickWeighted(rng, values) ?? '').filter(Boolean)),
  ];
}

function dateRange(rng: Random, years: readonly number[]): JsonObject {
  if (years.length === 0 || !rng.chance(0.5)) return {};
  const from = rng.pick(years);
  const to = Math.min(
    from + (rng.chance(0.6) ? 0 : rng.int(1, 3)),
    years[years.length - 1] ?? from,
  );
  return {
    startDate: { year: from, month: rng.chance(0.7) ? 1 : rng.int(1, 12), day: 1 },
    endDate: { year: to, month: 12, day: 31 },
  };
}

/** FilingFilters in the api's JSON: each filter with its own chance, like the filter bar. */
export function randomFilters(rng: Random, v: PopulationValues): JsonObject {
  const filters: JsonObject = {
    ...dateRange(rng, v.years),
    carriers: some(rng, v.carriers, 0.35, 3),
    states: some(rng, v.states, 0.5, 4),
    linesOfBusiness: some(rng, v.linesOfBusiness, 0.45, 2),
    subTois: some(rng, v.subTois, 0.1, 2),
    dispositionStatuses: some(rng, v.dispositionStatuses, 0.25, 2),
    filingTypes: some(rng, v.filingTypes, 0.2, 2),
    companies: some(rng, v.companies, 0.08, 2),
    ratingFactors: some(rng, v.ratingFactors, 0.08, 2),
    ...(rng.chance(0.15) ? { population: 'POPULATION_ALL_FILINGS' } : {}),
    ...(rng.chance(0.15)
      ? { dateBasis: rng.pick(['DATE_BASIS_SUBMITTED', 'DATE_BASIS_DISPOSITION']) }
      : {}),
  };
  for (const [key, value] of Object.entries(filters)) {
    if (Array.isArray(value) && value.length === 0) delete filters[key];
  }
  return filters;
}

/** Page 1 mostly, then the next few, sometimes deep into the result. */
export function randomPage(rng: Random): JsonObject {
  const pageSize = rng.weighted([
    [25, 6],
    [50, 3],
    [100, 1],
  ] as const);
  const page = rng.weighted([
    [1, 60],
    [rng.int(2, 5), 25],
    [rng.int(6, 400), 15],
  ] as const);
  return { page, pageSize };
}

/** The default sort 40 %, else any field the table sorts by (company rows or whole filings). */
export function randomSort(rng: Random, table: 'filings' | 'whole'): JsonObject {
  const field = rng.chance(0.4) ? 'written_premium_change' : rng.pick(filingSortFields(table));
  return {
    field,
    direction: rng.chance(0.7) ? 'SORT_DIRECTION_DESCENDING' : 'SORT_DIRECTION_ASCENDING',
  };
}

/** A query as analysts type them: a common word, two words, a rare word, a phrase, a prefix. */
export function randomSearchQuery(
  rng: Random,
  vocabulary: readonly WeightedValue[],
  phrases: readonly WeightedValue[] = [],
): string {
  const common = vocabulary.slice(0, Math.max(1, Math.floor(vocabulary.length / 20)));
  const rare = vocabulary.filter((w) => w.weight <= 2);
  const commonPhrases = phrases.slice(0, Math.max(1, Math.floor(phrases.length / 20)));
  const word = (from: readonly WeightedValue[]) =>
    (from.length > 0 ? rng.pick(from) : { value: 'rate' }).value;
  // A quoted phrase is one the documents hold (a common one or any), as an analyst quotes text
  // seen in a filing; without phrases, two common words (which mostly occur nowhere together).
  const phrase = () =>
    phrases.length > 0
      ? word(rng.chance(0.5) ? commonPhrases : phrases)
      : `${word(common)} ${word(common)}`;
  return rng.weighted([
    [() => `${word(common)} `, 35],
    [() => `${word(common)} ${word(vocabulary)} `, 25],
    [() => `${word(rare.length > 0 ? rare : vocabulary)} `, 15],
    [() => `"${phrase()}"`, 10],
    [() => word(vocabulary).slice(0, rng.int(4, 6)), 15],
  ] as const)();
}

const SEARCH_INDEXES = [
  'SEARCH_INDEX_ALL',
  'SEARCH_INDEX_FILINGS',
  'SEARCH_INDEX_OBJECTIONS',
  'SEARCH_INDEX_SUMMARIES',
  'SEARCH_INDEX_RATING_FACTORS',
] as const;

function randomSearch(rng: Random, v: PopulationValues): JsonObject {
  const filters = rng.chance(0.4) ? randomFilters(rng, v) : {};
  return {
    query: randomSearchQuery(rng, v.vocabulary, v.phrases),
    index: rng.weighted(SEARCH_INDEXES.map((index, k) => [index, k === 0 ? 5 : 1] as const)),
    ...(filters.states ? { states: filters.states } : {}),
    ...(filters.carriers ? { carriers: filters.carriers } : {}),
    ...(filters.linesOfBusiness ? { linesOfBusiness: filters.linesOfBusiness } : {}),
    ...(filters.startDate ? { startDate: filters.startDate, endDate: filters.endDate } : {}),
    ...(rng.chance(0.2) ? { pagination: { page: rng.int(2, 6), pageSize: 20 } } : {}),
  };
}

/** Zipf exponent: with 200 draws from 400 requests, about a third of the samples repeat one. */
const ZIPF_EXPONENT = 0.8;

/** `DRAWS` requests from a pool of `POOL_SIZE`, in a Zipf order (rank r drawn ∝ 1/r^0.8). */
export function zipfSequence<T>(rng: Random, pool: readonly T[], draws = DRAWS): T[] {
  const weights = pool.map((item, rank) => [item, 1 / (rank + 1) ** ZIPF_EXPONENT] as const);
  return Array.from({ length: draws }, () => rng.weighted(weights));
}

/**
 * The population workload's calls: the same calls (ids, groups, methods) as the fixed workload,
 * so that targets and reports apply to both, each with its own pool of random requests.
 */
export function buildPopulationWorkloads(
  fixed: SampleValues,
  v: PopulationValues,
  seed: number,
): WorkloadItem[] {
  const rng = createRandom(seed, 0x9090);
  const pool = (make: () => JsonObject) =>
    zipfSequence(
      rng,
      Array.from({ length: POOL_SIZE }, () => make()),
    );
  const tracking = () => ({
    serffTrackingNumber: rng.pick(v.trackingNumbers.length > 0 ? v.trackingNumbers : ['none']),
  });
  const population = (
    id: string,
    label: string,
    base: Pick<WorkloadItem, 'group' | 'service' | 'method'>,
    make: () => JsonObject,
  ): WorkloadItem => {
    const requests = pool(make);
    return {
      ...base,
      id: `population-${id}`,
      label: `${label} (population)`,
      requests,
      // Warmed on requests of its own: the measured ones meet the caches as a user would.
      warmup: Array.from({ length: WARMUP_REQUESTS }, () => make()),
      floorRequests: [...new Set(requests)].slice(0, FLOOR_REQUESTS),
    };
  };
  const items: WorkloadItem[] = [
    population(
      'list-filings',
      'List filings: random filters, sorts and pages',
      { group: 'list', service: 'FilingService', method: 'ListFilings' },
      () => ({
        filters: randomFilters(rng, v),
        sort: randomSort(rng, 'filings'),
        pagination: randomPage(rng),
      }),
    ),
    population(
      'list-whole-filings',
      'List whole filings: random filters and sorts',
      { group: 'list', service: 'FilingService', method: 'ListWholeFilings' },
      () => ({
        filters: randomFilters(rng, v),
        sort: randomSort(rng, 'whole'),
        pagination: randomPage(rng),
      }),
    ),
    population(
      'count-filings',
      'Number of filings: random filters',
      { group: 'count', service: 'FilingService', method: 'GetNumberOfFilings' },
      () => ({ filters: randomFilters(rng, v) }),
    ),
    population(
      'get-whole-filing',
      'Get whole filing: filings spread over the table',
      { group: 'get', service: 'FilingService', method: 'GetWholeFiling' },
      tracking,
    ),
    population(
      'filter-metadata',
      'Filter metadata: random filters',
      { group: 'metadata', service: 'FilingService', method: 'ListFilingsEndpointMetadata' },
      () => ({ filters: randomFilters(rng, v) }),
    ),
    population(
      'search',
      'Search: words from the documents, every index, random filters',
      { group: 'search', service: 'SearchService', method: 'Search' },
      () => randomSearch(rng, v),
    ),
  ];
  for (const item of analyticsWorkloads(fixed)) {
    const template = item.requests[0] ?? {};
    // Top lists take their filters inside the list query, the other aggregates beside it.
    const query = template.query;
    const withFilters = (): JsonObject =>
      query !== null && typeof query === 'object' && !Array.isArray(query)
        ? { ...template, query: { ...query, filters: randomFilters(rng, v) } }
        : { ...template, filters: randomFilters(rng, v) };
    items.push(
      population(
        item.id,
        item.label.replace(/:.*$/, ''),
        { group: item.group, service: item.service, method: item.method },
        withFilters,
      ),
    );
  }
  return items;
}
