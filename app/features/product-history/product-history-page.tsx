import { Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { NumericCell } from '#app/components/data-table/numeric-cell.tsx';
import { PercentChangeCell } from '#app/components/data-table/numeric-td.tsx';
import { PageHeader } from '#app/components/page-header.tsx';
import { SectionCard } from '#app/components/section-card.tsx';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import { FactorHistorySection } from './factor-history-section.tsx';
import { parseSegmentId } from './parse-segment-id.ts';
import { ProductHistoryChart } from './product-history-chart.tsx';
import { productHistoryQueryOptions } from './product-history-queries.ts';
import { productHistoryRows } from './product-history-rows.ts';
import { ProductHistoryTable } from './product-history-table.tsx';

const route = getRouteApi('/_app/product-history/$segmentId/');

/** /product-history/{segment}/: a product's successive filings, charted and listed. */
export function ProductHistoryPage() {
  const { segmentId } = route.useParams();
  const { data: history } = useSuspenseQuery(
    productHistoryQueryOptions(useRpc(), parseSegmentId(segmentId) ?? 0),
  );
  if (!history) return null;
  const rows = productHistoryRows(history.entries);
  const product = history.entries.at(-1)?.productName ?? 'Product';
  return (
    <Stack gap="md" data-testid="product-history">
      <PageHeader
        title={`Product history: ${product}`}
        description={
          <>
            {history.carrier} · {history.state} · {history.lob}
          </>
        }
      />
      <Group gap="xl">
        <Stack gap={0}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Filings
          </Text>
          <Text fz="xl" fw={600}>
            <NumericCell text={String(rows.length)} />
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Cumulative rate change
          </Text>
          <Text fz="xl" fw={600} data-testid="cumulative-rate-change">
            <PercentChangeCell value={history.cumulativeRateImpact} />
          </Text>
        </Stack>
      </Group>
      <SectionCard labelledBy="chart-heading">
        <Title order={2} fz="lg" mb="xs" id="chart-heading">
          Rate changes over time
        </Title>
        <ProductHistoryChart rows={rows} />
      </SectionCard>
      <SectionCard labelledBy="filings-heading">
        <Title order={2} fz="lg" mb="xs" id="filings-heading">
          Filings, by effective date
        </Title>
        <ProductHistoryTable rows={rows} product={product} />
      </SectionCard>
      <FactorHistorySection segmentId={history.segmentId} />
    </Stack>
  );
}
