import type { JsonObject } from '@bufbuild/protobuf';
import type { WorkloadItem } from './api-workloads.ts';
import type { SampleValues } from './sample-values.ts';

/** Every aggregate and top list of the analytics service. */
export function analyticsWorkloads(v: SampleValues): WorkloadItem[] {
  const item = (
    id: string,
    label: string,
    group: 'aggregate' | 'top',
    method: string,
    request: JsonObject,
  ): WorkloadItem => ({
    id,
    label,
    group,
    service: 'AnalyticsService',
    method,
    requests: [request],
  });
  const primary = 'REVIEWER_ROLE_PRIMARY';
  return [
    item('carrier-stats', 'Carrier stats with state breakdown', 'aggregate', 'GetCarrierStats', {
      includeStateBreakdown: true,
    }),
    item('state-stats', 'State stats: one state', 'aggregate', 'GetStateStats', {
      filters: { states: v.states.slice(0, 1) },
    }),
    item(
      'industry-stats',
      'Industry stats by rate impact',
      'aggregate',
      'GetIndustryStatsByRateImpact',
      {},
    ),
    item(
      'reviewer-stats',
      'Reviewer stats by rate impact',
      'aggregate',
      'GetReviewerStatsByRateImpact',
      {
        role: primary,
      },
    ),
    item('reviewer-days', 'Reviewer days to approval', 'aggregate', 'GetReviewerDaysToApproval', {
      role: primary,
    }),
    item('top-companies', 'Top underwriting companies', 'top', 'ListTopUnderwritingCompanies', {
      query: { limit: 10 },
    }),
    item('top-carriers', 'Top carriers by days to approval', 'top', 'ListTopCarriers', {
      query: { metric: 'RANKING_METRIC_AVERAGE_DAYS_TO_APPROVAL', limit: 10 },
    }),
    item('top-reviewers', 'Top reviewers', 'top', 'ListTopReviewers', {
      query: { limit: 10 },
      role: primary,
    }),
    item('top-rating-factors', 'Top rating factors', 'top', 'ListTopRatingFactors', {
      query: { limit: 10 },
    }),
  ];
}
