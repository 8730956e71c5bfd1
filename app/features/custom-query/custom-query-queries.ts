import { queryOptions } from '@tanstack/react-query';
import type { RpcClients } from '#app/lib/rpc/rpc-clients.ts';

/** The curated views the custom query may read (they change only with a migration). */
export function customQuerySchemaQueryOptions(rpc: RpcClients) {
  return queryOptions({
    queryKey: ['queries', 'schema'],
    queryFn: async ({ signal }) => (await rpc.queries.getCustomQuerySchema({}, { signal })).tables,
    staleTime: 60 * 60 * 1000,
  });
}

export const EXAMPLE_QUESTIONS = [
  'average rate impact by state for homeowners in 2024',
  'top 5 carriers by number of filings in CA',
  'number of filings by quarter in 2024',
  'filings in NY with rate impact above 10%',
  'median days to approval by state',
  'premium-weighted rate impact by carrier in the last 12 months',
  'average relativity by level for driver age in CA',
];

export const STARTER_SQL = `select state, count(*) as filings, round(avg(rate_impact)::numeric, 2) as average_rate_impact
from filings
group by state
order by filings desc
limit 10`;
