import { create } from '@bufbuild/protobuf';
import {
  type AnalyticsSearch,
  toAnalyticsFilters,
} from '#app/features/analytics/analytics-search.ts';
import { filingsMetadataQueryOptions } from '#app/features/filings/filings-queries.ts';
import { ListFilingsEndpointMetadataResponseSchema } from '#gen/ratefiling/v1/filing_service_pb.ts';
import { type CachedQuery, offlineRpc } from './render-page.tsx';

/** The filter bar's choices for an analytics search: a few states, carriers and lines. */
export function filterChoices(search: AnalyticsSearch): CachedQuery {
  return [
    filingsMetadataQueryOptions(offlineRpc, toAnalyticsFilters(search)).queryKey,
    create(ListFilingsEndpointMetadataResponseSchema, {
      states: [
        { value: 'TX', count: 12 },
        { value: 'CA', count: 9 },
      ],
      carriers: [
        { value: 'Acme Mutual', count: 7 },
        { value: 'Beacon', count: 5 },
      ],
      linesOfBusiness: [{ value: '19.0 Personal Auto', count: 21 }],
    }),
  ];
}
