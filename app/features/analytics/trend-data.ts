import { fillMonths, type MonthBounds, monthKey } from '#app/components/charts/fill-months.ts';
import type { TrendDatum } from '#app/components/charts/trend-chart.tsx';
import { formatCalendarDate } from '#app/lib/format/format-date.ts';
import type { DateParam } from '#app/lib/search/date-param.ts';
import type { PeriodStats } from '#gen/ratefiling/v1/analytics_pb.ts';

/** The months a page's date filter covers: a year alone means January to December. */
export function monthBoundsOf(startDate: DateParam, endDate: DateParam): MonthBounds {
  return {
    ...(startDate?.year ? { from: monthKey(startDate.year, startDate.month ?? 1) } : {}),
    ...(endDate?.year ? { to: monthKey(endDate.year, endDate.month ?? 12) } : {}),
  };
}

const round = (value: number, step: number) => Math.round(value / step) * step;

function toDatum(month: string, p: PeriodStats | undefined): TrendDatum {
  const [year, monthNumber] = month.split('-').map(Number);
  const date = { year: year ?? 0, month: monthNumber ?? 0, day: 0 };
  const filings = p?.aggregate?.totalFilings ?? 0;
  // Averages of no filings are gaps, not zeros: a month without filings has no rate impact.
  const averaged = filings > 0 && p?.aggregate;
  const days = averaged ? (p.aggregate?.averageDaysToApproval ?? 0) : 0;
  return {
    period: `${month}-01`,
    periodLabel: formatCalendarDate(date),
    filings,
    rateImpact: averaged ? round(p.aggregate?.premiumWeightedRateImpact ?? 0, 0.01) : null,
    days: averaged && days > 0 ? Math.round(days) : null,
  };
}

function monthOf(p: PeriodStats): string | undefined {
  const start = p.periodStart;
  return start?.year && start.month ? monthKey(start.year, start.month) : undefined;
}

/**
 * Monthly figures as chart points, one for every month of `bounds` (else of the data's first to
 * last month): filings (0 in a month without any), premium-weighted rate impact and average
 * days to approval (gaps in such a month).
 */
export function toTrendData(trend: PeriodStats[], bounds: MonthBounds = {}): TrendDatum[] {
  return fillMonths(trend, monthOf, bounds).map(({ month, point }) => toDatum(month, point));
}
