import type { FilingAggregate } from '../../../gen/ratefiling/v1/analytics_pb.ts';
import type { Stat } from '../../components/charts/stat-grid.tsx';
import { formatMoneyChangeCompact } from '../../lib/format/format-money.ts';
import { formatInteger } from '../../lib/format/format-number.ts';
import { formatPercentChange } from '../../lib/format/format-percent.ts';

/** Days as a whole number with a unit; "—" when no filing was decided. */
export function formatDays(days: number | undefined, decided = true): string {
  if (!decided || days === undefined || !Number.isFinite(days)) return '—';
  return `${formatInteger(days)} d`;
}

/** The headline figures of an aggregate. */
export function aggregateStats(a: FilingAggregate | undefined): Stat[] {
  const decided = (a?.totalFilings ?? 0) - (a?.pendingFilings ?? 0) > 0;
  return [
    { label: 'Filings', value: formatInteger(a?.totalFilings ?? 0) },
    {
      label: 'Rate impact',
      value: formatPercentChange(a?.premiumWeightedRateImpact ?? 0),
      hint: `premium-weighted (plain mean ${formatPercentChange(a?.averageRateImpact ?? 0)})`,
    },
    {
      label: 'Written premium change',
      value: formatMoneyChangeCompact(a?.totalWrittenPremiumChange ?? 0),
      hint: 'sum over filings',
    },
    {
      label: 'Days to approval',
      value: formatDays(a?.averageDaysToApproval, decided),
      hint: decided ? `average; median ${formatDays(a?.medianDaysToApproval)}` : 'none decided',
    },
    {
      label: 'Objections',
      value: formatInteger(a?.totalObjections ?? 0),
      hint: `${formatInteger(a?.disapprovedFilings ?? 0)} disapproved, ${formatInteger(a?.withdrawnFilings ?? 0)} withdrawn`,
    },
  ];
}
