import { Box, Group, Stack, Table, Text, Title } from '@mantine/core';
import {
  NumericTd,
  PercentChangeCell,
  PercentChangeTd,
} from '#app/components/data-table/numeric-td.tsx';
import { SectionCard } from '#app/components/section-card.tsx';
import { FilingLink } from '#app/features/filings/filing-link.tsx';
import { formatCalendarDate } from '#app/lib/format/format-date.ts';
import { formatMoneyChangeFull } from '#app/lib/format/format-money.ts';
import type { Filing } from '#gen/ratefiling/v1/filing_pb.ts';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** Under the carrier: the filing's company, or how many companies filed it together. */
function companiesText(filing: Filing, companiesOf: ReadonlyMap<string, readonly unknown[]>) {
  const count = companiesOf.get(filing.serffTrackingNumber)?.length ?? 1;
  return count > 1 ? `${count} companies` : filing.company;
}

/**
 * A short list of filings, one row each (carrier and company or number of companies, state,
 * effective date, the filing's overall rate impact and premium change), as /filings lists
 * them. From the sm breakpoint a table; on phones a list of compact rows (tracking number and
 * rate impact on top, then carrier and company across the whole width, then state, date and
 * premium change), so that the page never scrolls sideways, a tracking number stays on one line
 * and a carrier's name is not cut for the figures beside it.
 */
export function HomeFilingsTable({
  title,
  note,
  filings,
  companiesOf = new Map(),
  testId,
}: {
  title: string;
  note: string;
  filings: Filing[];
  /** The companies of each filing, by tracking number (a filing of several shows their number). */
  companiesOf?: ReadonlyMap<string, readonly unknown[]>;
  testId: string;
}) {
  const id = `${testId}-heading`;
  return (
    <SectionCard labelledBy={id} testId={testId}>
      <Title order={2} fz="md" id={id}>
        {title}
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        {note}
      </Text>
      {filings.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="lg">
          No filings in this period.
        </Text>
      ) : (
        <>
          <Stack
            component="ul"
            hiddenFrom="sm"
            gap={0}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-labelledby={id}
            data-testid={`${testId}-list`}
          >
            {filings.map((f) => (
              <Box
                component="li"
                key={`${f.serffTrackingNumber}|${f.company}`}
                py="xs"
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <FilingLink tn={f.serffTrackingNumber} />
                  <Text size="sm" fw={600} style={NOWRAP}>
                    <PercentChangeCell value={f.rateImpact} />
                  </Text>
                </Group>
                <Text size="sm" truncate="end" title={f.carrier}>
                  {f.carrier}
                </Text>
                <Text size="xs" c="dimmed" truncate="end" title={f.company}>
                  {companiesText(f, companiesOf)}
                </Text>
                <Group justify="space-between" gap="xs">
                  <Text size="xs" c="dimmed">
                    {f.state} · effective {formatCalendarDate(f.effectiveDateNew)}
                  </Text>
                  <Text size="xs" c="dimmed" style={NOWRAP}>
                    {formatMoneyChangeFull(f.writtenPremiumChange)} premium
                  </Text>
                </Group>
              </Box>
            ))}
          </Stack>
          <Box visibleFrom="sm">
            <Table.ScrollContainer minWidth={520}>
              <Table fz="sm" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Filing</Table.Th>
                    <Table.Th scope="col">Carrier and company</Table.Th>
                    <Table.Th scope="col">State</Table.Th>
                    <Table.Th scope="col">Effective</Table.Th>
                    <Table.Th scope="col" ta="right">
                      Rate impact
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      Premium change
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {filings.map((f) => (
                    <Table.Tr key={`${f.serffTrackingNumber}|${f.company}`}>
                      <Table.Td>
                        <FilingLink tn={f.serffTrackingNumber} />
                      </Table.Td>
                      <Table.Td>
                        {f.carrier}
                        <Text size="xs" c="dimmed" title={f.company} lineClamp={1}>
                          {companiesText(f, companiesOf)}
                        </Text>
                      </Table.Td>
                      <Table.Td>{f.state}</Table.Td>
                      <Table.Td style={NOWRAP}>{formatCalendarDate(f.effectiveDateNew)}</Table.Td>
                      <PercentChangeTd value={f.rateImpact} />
                      <NumericTd text={formatMoneyChangeFull(f.writtenPremiumChange)} />
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Box>
        </>
      )}
    </SectionCard>
  );
}
