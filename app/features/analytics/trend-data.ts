import type { PeriodStats } from '../../../gen/ratefiling/v1/analytics_pb.ts';
import type { TrendDatum } from '../../components/charts/trend-chart.tsx';
import { formatCalendarDate, formatIsoDate } from '../../lib/format/format-date.ts';

/** Monthly figures as chart points: filings and premium-weighted rate impact per month. */
export function toTrendData(trend: PeriodStats[]): TrendDatum[] {
  return trend.map((p) => {
    const start = p.periodStart ?? { year: 0, month: 0, day: 0 };
    return {
      period: formatIsoDate(start),
      periodLabel: formatCalendarDate({ ...start, day: 0 }),
      filings: p.aggregate?.totalFilings ?? 0,
      rateImpact: Math.round((p.aggregate?.premiumWeightedRateImpact ?? 0) * 100) / 100,
      days: Math.round(p.aggregate?.averageDaysToApproval ?? 0),
    };
  });
}
