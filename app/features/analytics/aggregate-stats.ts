import type { Stat } from '#app/components/charts/stat-grid.tsx';
import { formatMoneyChangeFull } from '#app/lib/format/format-money.ts';
import { formatDays, formatInteger } from '#app/lib/format/format-number.ts';
import { formatPercentChange } from '#app/lib/format/format-percent.ts';
import { FIGURE_DEFINITIONS } from '#contract/analytics/analytics-definitions.ts';
import type { FilingAggregate } from '#gen/ratefiling/v1/analytics_pb.ts';

const n = (count: number | undefined) => `n = ${formatInteger(count ?? 0)}`;

/**
 * The headline figures of an aggregate, each with its n and its definition (the text of
 * docs/analytics-definitions.md, from one module).
 */
export function aggregateStats(a: FilingAggregate | undefined): Stat[] {
  const approved = (a?.daysToApprovalFilings ?? 0) > 0;
  const disposed = (a?.daysToDispositionFilings ?? 0) > 0;
  const stats: Stat[] = [
    {
      label: 'Filings',
      value: formatInteger(a?.totalFilings ?? 0),
      definition: FIGURE_DEFINITIONS.totalFilings,
    },
    {
      label: 'Rate impact',
      value: formatPercentChange(a?.premiumWeightedRateImpact ?? 0),
      hint: `premium-weighted, ${n(a?.premiumWeightedFilings)}`,
      definition: FIGURE_DEFINITIONS.premiumWeightedRateImpact,
    },
    {
      label: 'Indicated vs taken',
      value: `${formatPercentChange(a?.averageIndicatedChange ?? 0)} / ${formatPercentChange(a?.averageRateImpact ?? 0)}`,
      hint: `plain means over the same filings, ${n(a?.rateAndIndicationFilings)}`,
      definition: `${FIGURE_DEFINITIONS.averageIndicatedChange} ${FIGURE_DEFINITIONS.averageRateImpact}`,
    },
    {
      label: 'Written premium change',
      value: formatMoneyChangeFull(a?.totalWrittenPremiumChange ?? 0),
      hint: `sum over filings, ${n(a?.totalFilings)}`,
      definition: FIGURE_DEFINITIONS.totalWrittenPremiumChange,
    },
    {
      label: 'Days to approval',
      value: formatDays(a?.averageDaysToApproval, approved),
      hint: approved
        ? `approved only; median ${formatDays(a?.medianDaysToApproval)}, ${n(a?.daysToApprovalFilings)}`
        : 'none approved',
      definition: FIGURE_DEFINITIONS.averageDaysToApproval,
    },
  ];
  if ((a?.daysToDispositionFilings ?? 0) !== (a?.daysToApprovalFilings ?? 0)) {
    stats.push({
      label: 'Days to disposition',
      value: formatDays(a?.averageDaysToDisposition, disposed),
      hint: disposed
        ? `any decision; median ${formatDays(a?.medianDaysToDisposition)}, ${n(a?.daysToDispositionFilings)}`
        : 'none decided',
      definition: FIGURE_DEFINITIONS.averageDaysToDisposition,
    });
  }
  stats.push({
    label: 'Objections',
    value: formatInteger(a?.totalObjections ?? 0),
    hint: `${formatInteger(a?.disapprovedFilings ?? 0)} disapproved, ${formatInteger(a?.withdrawnFilings ?? 0)} withdrawn`,
    definition: FIGURE_DEFINITIONS.outcomes,
  });
  return stats;
}
