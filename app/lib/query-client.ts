import { QueryClient } from '@tanstack/react-query';
import { QUERY_RETRIES, QUERY_STALE_TIME_MS } from './constants.ts';

/** One QueryClient per router (per request on the server), with the spec's defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: QUERY_RETRIES },
    },
  });
}
