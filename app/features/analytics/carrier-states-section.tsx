import { Anchor, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { SectionCard } from '#app/components/section-card.tsx';
import { UsStatesMap } from '#app/components/us-states-map/us-states-map.tsx';
import { formatDays, formatInteger } from '#app/lib/format/format-number.ts';
import { formatPercentChange } from '#app/lib/format/format-percent.ts';
import type { StateStats } from '#gen/ratefiling/v1/analytics_service_pb.ts';

/** A carrier's rate changes by state: a map and the table of the same figures. */
export function CarrierStatesSection({
  states,
  onSelect,
}: {
  states: StateStats[];
  onSelect: (state: string) => void;
}) {
  const values = Object.fromEntries(
    states.map((s) => [
      s.state,
      {
        value: s.aggregate?.premiumWeightedRateImpact ?? 0,
        label: formatPercentChange(s.aggregate?.premiumWeightedRateImpact ?? 0),
      },
    ]),
  );
  return (
    <SectionCard labelledBy="carrier-states">
      <Title order={2} fz="md" id="carrier-states">
        Rate changes by state
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        Premium-weighted rate impact per state. Click a state to list its filings.
      </Text>
      {states.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="xl">
          No filings match these filters.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <UsStatesMap values={values} onSelect={onSelect} legend="Rate impact" />
          <Table.ScrollContainer minWidth={360} mah={420}>
            <Table striped stickyHeader fz="sm" aria-labelledby="carrier-states">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">State</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Filings
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Rate impact
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Avg. days to approval
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {states.map((s) => (
                  <Table.Tr key={s.state}>
                    <Table.Td>
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        onClick={() => onSelect(s.state)}
                      >
                        {s.state}
                      </Anchor>
                    </Table.Td>
                    <Table.Td ta="right">{formatInteger(s.aggregate?.totalFilings ?? 0)}</Table.Td>
                    <Table.Td ta="right">
                      {formatPercentChange(s.aggregate?.premiumWeightedRateImpact ?? 0)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {formatDays(
                        s.aggregate?.averageDaysToApproval,
                        (s.aggregate?.averageDaysToApproval ?? 0) > 0,
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
