import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FilingLink } from '#app/features/filings/filing-link.tsx';
import { formatCalendarDate } from '#app/lib/format/format-date.ts';
import type { Filing } from '#gen/ratefiling/v1/filing_pb.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} component="div">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </Stack>
  );
}

/** The filing's identity and dates as a definition grid. */
export function FilingFacts({ filing, company }: { filing: Filing; company?: string }) {
  const effective =
    filing.onApproval && !filing.effectiveDateNew?.year
      ? 'On approval'
      : formatCalendarDate(filing.effectiveDateNew);
  return (
    <SimpleGrid
      component="dl"
      cols={{ base: 2, sm: 3, lg: 5 }}
      spacing="md"
      m={0}
      data-testid="filing-facts"
    >
      <Fact label="Carrier">{filing.carrier}</Fact>
      <Fact label="Company">{company ?? filing.company}</Fact>
      <Fact label="State">{filing.state}</Fact>
      <Fact label="Line of business">{filing.lineOfBusiness}</Fact>
      <Fact label="Sub-TOI">{filing.subToi}</Fact>
      <Fact label="Product">{filing.productName}</Fact>
      <Fact label="Filing type">{filing.filingType}</Fact>
      <Fact label="Status">{filing.dispositionStatus}</Fact>
      <Fact label="Submitted">{formatCalendarDate(filing.submittedDate)}</Fact>
      <Fact label="Disposition date">{formatCalendarDate(filing.dispositionDate)}</Fact>
      <Fact label="Effective (new)">{effective}</Fact>
      <Fact label="Effective (renewal)">{formatCalendarDate(filing.effectiveDateRenewal)}</Fact>
      <Fact label="Prior revision">
        {filing.priorSerffTrackingNumber ? (
          <FilingLink tn={filing.priorSerffTrackingNumber} />
        ) : null}
      </Fact>
      {filing.refilesSerffTrackingNumber ? (
        <Fact label="Refiling of">
          <FilingLink tn={filing.refilesSerffTrackingNumber} />
        </Fact>
      ) : null}
    </SimpleGrid>
  );
}
