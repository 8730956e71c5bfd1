import { Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AnchorLink } from '#app/components/data-table/anchor-link.tsx';
import { StatusBadge } from '#app/features/filings/status-badge.tsx';
import type { Filing } from '#gen/ratefiling/v1/filing_pb.ts';
import { filingPath } from './citations/citation-paths.ts';
import { Cite } from './citations/cite.tsx';
import { FilingActions } from './filing-actions.tsx';
import { FilingFacts } from './filing-facts.tsx';

/** Breadcrumbs, the tracking number and product as the title, the actions and the facts. */
export function FilingHeader({
  filing,
  company,
  crumbs,
}: {
  filing: Filing;
  company?: string;
  crumbs?: ReactNode;
}) {
  return (
    <Stack gap="sm">
      {/* On a phone a long company name wraps the trail: keep its lines apart. */}
      <Breadcrumbs separatorMargin={6} fz="sm" style={{ rowGap: 4 }}>
        <AnchorLink to="/filings" size="sm">
          Filings
        </AnchorLink>
        {crumbs}
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} fz={{ base: 24, sm: 30 }} ff="monospace" data-testid="filing-title">
              {filing.serffTrackingNumber}
            </Title>
            <StatusBadge status={filing.dispositionStatus} />
            <Cite paths={[filingPath('serff_tracking_number')]} what="SERFF tracking number" />
          </Group>
          <Text c="dimmed">
            {filing.productName} · {filing.carrier}
            {company ? ` · ${company}` : ''} · {filing.state}
          </Text>
        </Stack>
        <FilingActions filing={filing} />
      </Group>
      <FilingFacts filing={filing} company={company} />
    </Stack>
  );
}
