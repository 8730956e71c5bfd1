import type { Database } from '#server/db/connection.ts';
import type { AnalyticsStore } from '#server/domain/analytics/memory-store/analytics-store.ts';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';
import { listFilterChoices } from '#server/domain/filings/list-filter-choices.ts';
import { unknownTrackingNumbers } from '#server/domain/filings/unknown-tracking-numbers.ts';
import { toApiDate } from './filing-service-mapping.ts';

/** ListFilingsEndpointMetadata's response for the given filters. */
export async function listFilingsMetadataResponse(
  db: Database,
  filters: FilingFilters,
  store?: AnalyticsStore,
) {
  const choices = await listFilterChoices(db, filters, store);
  const unknown = await unknownTrackingNumbers(db, filters);
  return {
    carriers: choices.carriers,
    linesOfBusiness: choices.linesOfBusiness,
    states: choices.states,
    subTois: choices.subTois,
    dispositionStatuses: choices.dispositionStatuses,
    filingTypes: choices.filingTypes,
    companies: choices.companies,
    productNames: choices.productNames,
    ratingFactors: choices.ratingFactors,
    earliestDate: toApiDate(choices.earliestDate),
    latestDate: toApiDate(choices.latestDate),
    unknownTrackingNumbers: unknown,
  };
}
