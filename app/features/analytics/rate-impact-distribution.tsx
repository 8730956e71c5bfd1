import { useMediaQuery } from '@mantine/hooks';
import { CategoryBarChart } from '#app/components/charts/category-bar-chart.tsx';
import { countDatum } from '#app/components/charts/category-datum.ts';
import { formatMoneyFull } from '#app/lib/format/format-money.ts';
import type { RateImpactBucket } from '#gen/ratefiling/v1/analytics_pb.ts';

/** Filings per rate-impact range (the server's fixed ranges, lowest first). */
export function RateImpactDistribution({
  buckets,
  onSelect,
  title = 'Rate-impact distribution',
}: {
  buckets: RateImpactBucket[];
  onSelect?: (label: string) => void;
  title?: string;
}) {
  const total = buckets.reduce((s, b) => s + b.totalFilings, 0);
  // On a phone the ranges are listed down the side (bars across), where every label has room.
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <CategoryBarChart
      title={title}
      note="Filings by overall rate impact (premium-weighted over a filing's companies); no rate figures counts as no change."
      data={
        total === 0
          ? []
          : buckets.map((b) =>
              countDatum(
                b.range?.label ?? '',
                b.totalFilings,
                formatMoneyFull(b.totalWrittenPremiumForProgram),
              ),
            )
      }
      valueLabel="Filings"
      extraLabel="Written premium"
      categoryLabel="Rate impact"
      color="cyan.7"
      horizontal={narrow}
      onSelect={onSelect}
      testId="chart-rate-distribution"
    />
  );
}
