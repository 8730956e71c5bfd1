import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FilingLink } from '#app/features/filings/filing-link.tsx';
import { formatCalendarDate } from '#app/lib/format/format-date.ts';
import type { Filing } from '#gen/ratefiling/v1/filing_pb.ts';
import { companyRow, filingPath } from './citations/citation-paths.ts';
import { Cite } from './citations/cite.tsx';
import { SCROLL_TARGET } from './detail-section.tsx';

/**
 * A fact; `cite` names the field read from the filing's PDF (`citePath` a path of another kind),
 * for its "p. N" citation.
 */
function Fact({
  label,
  cite,
  citePath,
  children,
}: {
  label: string;
  cite?: string;
  citePath?: string;
  children: ReactNode;
}) {
  const path = citePath ?? (cite ? filingPath(cite) : undefined);
  return (
    <Stack gap={2} component="div">
      <Group gap={6} wrap="nowrap" component="dt">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} span>
          {label}
        </Text>
        {path ? <Cite paths={[path]} what={label.toLowerCase()} /> : null}
      </Group>
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
      id="filing-facts"
      style={SCROLL_TARGET}
      data-testid="filing-facts"
    >
      <Fact label="Carrier" cite="carrier">
        {filing.carrier}
      </Fact>
      <Fact label="Company" citePath={companyRow(company ?? filing.company)}>
        {company ?? filing.company}
      </Fact>
      <Fact label="State" cite="state">
        {filing.state}
      </Fact>
      <Fact label="Line of business" cite="line_of_business">
        {filing.lineOfBusiness}
      </Fact>
      <Fact label="Sub-TOI" cite="sub_toi">
        {filing.subToi}
      </Fact>
      <Fact label="Product" cite="product_name">
        {filing.productName}
      </Fact>
      <Fact label="Filing type" cite="filing_type">
        {filing.filingType}
      </Fact>
      <Fact label="Status" cite="disposition_status">
        {filing.dispositionStatus}
      </Fact>
      <Fact label="Submitted" cite="submitted_date">
        {formatCalendarDate(filing.submittedDate)}
      </Fact>
      <Fact label="Disposition date" cite="disposition_date">
        {formatCalendarDate(filing.dispositionDate)}
      </Fact>
      <Fact label="Effective (new)" cite="effective_date_new">
        {effective}
      </Fact>
      <Fact label="Effective (renewal)" cite="effective_date_renewal">
        {formatCalendarDate(filing.effectiveDateRenewal)}
      </Fact>
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
