import { QueryClient } from '@tanstack/react-query';
import { QUERY_RETRIES, QUERY_STALE_TIME_MS } from './constants.ts';
import { isRetryableError } from './rpc/is-retryable-error.ts';

/**
 * One QueryClient per router (per request on the server), with the spec's defaults: data stays
 * fresh for 60 s and a failed query is retried up to 3 times when a retry can help.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: (failureCount, error) => failureCount < QUERY_RETRIES && isRetryableError(error),
      },
    },
  });
}
