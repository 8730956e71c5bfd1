import type { JsonObject } from '@bufbuild/protobuf';
import { analyticsWorkloads } from './analytics-workloads.ts';
import type { RpcGroup } from './results-schema.ts';
import type { SampleValues } from './sample-values.ts';
import { searchWorkloads } from './search-workloads.ts';

export type RpcServiceName =
  | 'FilingService'
  | 'AnalyticsService'
  | 'SearchService'
  | 'QueryService';

/**
 * One measured api call: its requests (proto JSON, as sent over HTTP) are used in turn, so that
 * e.g. "get whole filing" reads different filings.
 */
export type WorkloadItem = {
  id: string;
  label: string;
  group: RpcGroup;
  service: RpcServiceName;
  method: string;
  requests: JsonObject[];
  /** Warm-up requests (default: three rounds of `requests`, which then answer from caches). */
  warmup?: JsonObject[];
  /** The requests the floor records and replays (default: `requests`). */
  floorRequests?: JsonObject[];
};

const DESC = 'SORT_DIRECTION_DESCENDING';
const ASC = 'SORT_DIRECTION_ASCENDING';

function dateOf(iso: string, yearsBack = 0): JsonObject {
  const [year = 2026, month = 1, day = 1] = iso.split('-').map(Number);
  return { year: year - yearsBack, month, day };
}

function listFilingsWorkloads(v: SampleValues): WorkloadItem[] {
  const item = (id: string, label: string, request: JsonObject): WorkloadItem => ({
    id: `list-filings-${id}`,
    label: `List filings: ${label}`,
    group: 'list',
    service: 'FilingService',
    method: 'ListFilings',
    requests: [request],
  });
  const middlePage = Math.max(1, Math.floor(v.companyRows / 25 / 2));
  return [
    item('default', 'default sort, page 1', {}),
    item('state-rate', 'one state, by rate impact', {
      filters: { states: v.states.slice(0, 1) },
      sort: { field: 'rate_impact', direction: DESC },
    }),
    item('carrier-line-date', 'carrier + line, by effective date asc', {
      filters: { carriers: v.carriers.slice(0, 1), linesOfBusiness: v.linesOfBusiness.slice(0, 1) },
      sort: { field: 'effective_date_new', direction: ASC },
    }),
    item('dates-status', 'last year + status, by disposition date', {
      filters: {
        startDate: dateOf(v.latestEffectiveDate, 1),
        endDate: dateOf(v.latestEffectiveDate),
        dispositionStatuses: v.dispositionStatuses.slice(0, 1),
      },
      sort: { field: 'disposition_date', direction: DESC },
    }),
    item('states-type-company', 'three states + filing type, by company', {
      filters: { states: v.states, filingTypes: v.filingTypes.slice(0, 1) },
      sort: { field: 'company', direction: ASC },
      pagination: { page: 2, pageSize: 50 },
    }),
    item('middle-page', `middle page (${middlePage} of 25 rows)`, {
      sort: { field: 'policyholders_affected', direction: DESC },
      pagination: { page: middlePage, pageSize: 25 },
    }),
    item('tracking-list', 'a pasted list of tracking numbers, by rate impact', {
      filters: { trackingNumbers: v.filings.map((f) => f.trackingNumber) },
      sort: { field: 'rate_impact', direction: DESC },
    }),
    item('tracking-100', '100 rows by tracking number', {
      sort: { field: 'serff_tracking_number', direction: ASC },
      pagination: { page: 3, pageSize: 100 },
    }),
  ];
}

function filingWorkloads(v: SampleValues): WorkloadItem[] {
  return [
    ...listFilingsWorkloads(v),
    {
      id: 'list-whole-filings',
      label: 'List whole filings: one carrier, by submitted date',
      group: 'list',
      service: 'FilingService',
      method: 'ListWholeFilings',
      requests: [
        {
          filters: { carriers: v.carriers.slice(0, 1) },
          sort: { field: 'submitted_date', direction: DESC },
        },
      ],
    },
    {
      id: 'list-whole-filings-tracking',
      label: 'List whole filings: a pasted list of tracking numbers',
      group: 'list',
      service: 'FilingService',
      method: 'ListWholeFilings',
      requests: [{ filters: { trackingNumbers: v.filings.map((f) => f.trackingNumber) } }],
    },
    {
      id: 'get-whole-filing',
      label: 'Get whole filing',
      group: 'get',
      service: 'FilingService',
      method: 'GetWholeFiling',
      requests: v.filings.map((f) => ({ serffTrackingNumber: f.trackingNumber })),
    },
    {
      id: 'count-filings',
      label: 'Number of filings: one state',
      group: 'count',
      service: 'FilingService',
      method: 'GetNumberOfFilings',
      requests: [{ filters: { states: v.states.slice(0, 1) } }],
    },
    {
      id: 'filter-metadata',
      label: 'Filter metadata: all, and one carrier',
      group: 'metadata',
      service: 'FilingService',
      method: 'ListFilingsEndpointMetadata',
      requests: [{}, { filters: { carriers: v.carriers.slice(0, 1) } }],
    },
  ];
}

const CUSTOM_QUERY = `select state, count(*) as filings, round(avg(rate_impact)::numeric, 2) as average_rate_impact
from filings group by state order by filings desc limit 20`;

/** Every api call the bench measures, with requests built from the seeded data. */
export function buildApiWorkloads(v: SampleValues): WorkloadItem[] {
  return [
    ...filingWorkloads(v),
    ...searchWorkloads(v),
    ...analyticsWorkloads(v),
    {
      id: 'custom-query',
      label: 'Custom query: rate impact by state',
      group: 'custom',
      service: 'QueryService',
      method: 'CustomQuery',
      requests: [{ query: CUSTOM_QUERY }],
    },
  ];
}
