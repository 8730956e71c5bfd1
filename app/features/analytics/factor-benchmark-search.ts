import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RpcClients } from '#app/lib/rpc/rpc-clients.ts';
import { DEFAULT_FILINGS_SORT } from '#app/lib/search/filings-search-schema.ts';
import { DEFAULT_PAGINATION } from '#app/lib/search/pagination-param.ts';

/** The factor benchmark's URL parameters on /rating-factors (absent: the api's default). */
export type FactorBenchmarkSearch = {
  benchmarkState?: string;
  benchmarkLine?: string;
  benchmarkFactor?: string;
  benchmarkLevel?: string;
};

/** The request for a benchmark search: what is absent is asked as '' (the default). */
export function factorBenchmarkRequest(search: FactorBenchmarkSearch) {
  return {
    state: search.benchmarkState ?? '',
    lineOfBusiness: search.benchmarkLine ?? '',
    factor: search.benchmarkFactor ?? '',
    level: search.benchmarkLevel ?? '',
  };
}

export function factorBenchmarkQueryOptions(rpc: RpcClients, search: FactorBenchmarkSearch) {
  const request = factorBenchmarkRequest(search);
  return queryOptions({
    queryKey: ['analytics', 'factor-benchmark', request],
    queryFn: ({ signal }) => rpc.analytics.getFactorBenchmark(request, { signal }),
    placeholderData: keepPreviousData,
    // A state or line the data does not know is an answer, not an outage.
    retry: false,
  });
}

/**
 * The URL change for a new choice: a state resets the line, factor and level; a line the factor
 * and level; a factor the level (each then falls back to its default).
 */
export function benchmarkChoice(
  field: 'state' | 'line' | 'factor' | 'level',
  value: string | null,
): FactorBenchmarkSearch {
  const v = value || undefined;
  if (field === 'state')
    return {
      benchmarkState: v,
      benchmarkLine: undefined,
      benchmarkFactor: undefined,
      benchmarkLevel: undefined,
    };
  if (field === 'line')
    return { benchmarkLine: v, benchmarkFactor: undefined, benchmarkLevel: undefined };
  if (field === 'factor') return { benchmarkFactor: v, benchmarkLevel: undefined };
  return { benchmarkLevel: v };
}

/** /filings filtered to the benchmark's state, line and factor (and a carrier when given). */
export function benchmarkFilingsSearch(
  state: string,
  lineOfBusiness: string,
  factor: string,
  carrier?: string,
) {
  return {
    states: [state],
    linesOfBusiness: [lineOfBusiness],
    ratingFactors: [factor],
    ...(carrier ? { carriers: [carrier] } : {}),
    sort: DEFAULT_FILINGS_SORT,
    pagination: DEFAULT_PAGINATION,
  };
}
