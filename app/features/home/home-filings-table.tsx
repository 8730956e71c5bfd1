import { Table, Text, Title } from '@mantine/core';
import { NumericTd, PercentChangeTd } from '#app/components/data-table/numeric-td.tsx';
import { SectionCard } from '#app/components/section-card.tsx';
import { FilingLink } from '#app/features/filings/filing-link.tsx';
import { formatCalendarDate } from '#app/lib/format/format-date.ts';
import { formatMoneyChangeCompact } from '#app/lib/format/format-money.ts';
import type { Filing } from '#gen/ratefiling/v1/filing_pb.ts';

/**
 * A short list of filing rows (carrier and company, state, effective date, rate impact, premium
 * change): a filing of several companies has a row per company, told apart by the company
 * printed under the carrier.
 */
export function HomeFilingsTable({
  title,
  note,
  filings,
  testId,
}: {
  title: string;
  note: string;
  filings: Filing[];
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
                      {f.company}
                    </Text>
                  </Table.Td>
                  <Table.Td>{f.state}</Table.Td>
                  <Table.Td>{formatCalendarDate(f.effectiveDateNew)}</Table.Td>
                  <PercentChangeTd value={f.rateImpact} />
                  <NumericTd text={formatMoneyChangeCompact(f.writtenPremiumChange)} />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
