import { Sparkline } from '@mantine/charts';
import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSeriesMotion } from '#app/components/charts/use-series-motion.ts';
import { NumericTd } from '#app/components/data-table/numeric-td.tsx';
import { ScrollRegion } from '#app/components/data-table/scroll-region.tsx';
import { ChoiceSelect } from '#app/components/filter-bar/choice-select.tsx';
import { SectionCard } from '#app/components/section-card.tsx';
import { FilingLink } from '#app/features/filings/filing-link.tsx';
import { formatCalendarDate } from '#app/lib/format/format-date.ts';
import { formatRelativity } from '#app/lib/format/format-number.ts';
import { formatPercentChange } from '#app/lib/format/format-percent.ts';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import { factorHistoryQueryOptions } from './factor-history-queries.ts';
import { factorHistoryRows } from './factor-history-rows.ts';

/**
 * "Rating factors over time": one factor's relativities, level by level, across the program's
 * filings that revised it (a table, and a small line per level).
 */
export function FactorHistorySection({ segmentId }: { segmentId: number }) {
  const motion = useSeriesMotion();
  const [factor, setFactor] = useState('');
  const history = useQuery(factorHistoryQueryOptions(useRpc(), segmentId, factor));
  const data = history.data;
  const revisions = data?.revisions ?? [];
  const rows = factorHistoryRows(revisions);
  return (
    <SectionCard labelledBy="factor-history-heading" testId="factor-history">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={2} fz="lg" id="factor-history-heading">
          Rating factors over time
        </Title>
        <ChoiceSelect
          label="Rating factor"
          size="xs"
          w={280}
          searchable
          allowDeselect={false}
          data={(data?.factors ?? []).map((f) => ({
            value: f.value,
            label: `${f.value} (${f.count})`,
          }))}
          // The chosen factor at once, not the previous one kept on screen while its table loads.
          value={factor || data?.factor || null}
          onChange={(value) => setFactor(value ?? '')}
          disabled={!data || data.factors.length === 0}
          data-testid="factor-history-select"
        />
      </Group>
      {history.isError ? (
        <Text size="sm" c="red">
          The factor history could not be loaded. Try again in a moment.
        </Text>
      ) : !data ? (
        <Text size="sm" c="dimmed">
          Loading the factor history…
        </Text>
      ) : revisions.length === 0 ? (
        <Text size="sm" c="dimmed">
          No filing of this product revises a rating factor table.
        </Text>
      ) : (
        <Stack gap="sm" aria-busy={history.isFetching}>
          <Text size="sm" c="dimmed">
            Relativity of each level after each filing that revised {data.factor}, oldest first;
            filings that did not take effect are marked.
          </Text>
          <ScrollRegion
            label={`${data.factor} relativities by filing`}
            minWidth={360 + 110 * revisions.length}
          >
            <Table striped verticalSpacing={4} fz="sm" data-testid="factor-history-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Level</Table.Th>
                  {revisions.map((r) => (
                    <Table.Th key={r.serffTrackingNumber} ta="right">
                      <Stack gap={0} align="flex-end">
                        <FilingLink tn={r.serffTrackingNumber} size="xs" />
                        <Text size="xs" c="dimmed">
                          {formatCalendarDate(r.effectiveDate)} · {formatPercentChange(r.change)}
                        </Text>
                        {r.tookEffect ? null : (
                          <Badge size="xs" variant="light" color="gray">
                            {r.status}
                          </Badge>
                        )}
                      </Stack>
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.level}>
                    <Table.Td>
                      {row.level}
                      {row.base ? (
                        <Badge ml="xs" size="xs" variant="light" color="gray">
                          base
                        </Badge>
                      ) : null}
                    </Table.Td>
                    {row.relativities.map((value, k) => (
                      <NumericTd
                        key={revisions[k]?.serffTrackingNumber ?? k}
                        text={formatRelativity(value)}
                      />
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
          {revisions.length > 1 ? (
            // The same figures as the table, one small line per level. The table is the accessible
            // form: `inert` hides the lines from assistive technology and from the keyboard (the
            // chart library makes each focusable).
            <SimpleGrid
              cols={{ base: 2, sm: 3, md: 4 }}
              spacing="xs"
              inert
              data-testid="factor-history-multiples"
            >
              {rows.map((row) => (
                <Paper key={row.level} withBorder p={6} radius="sm">
                  <Text size="xs" truncate>
                    {row.level}
                  </Text>
                  <Sparkline
                    h={36}
                    data={row.relativities}
                    connectNulls
                    curveType="linear"
                    fillOpacity={0.15}
                    areaProps={motion}
                  />
                  <Text size="xs" c="dimmed">
                    {formatRelativity(row.relativities.find((v) => v !== null))} →{' '}
                    {formatRelativity(row.relativities.findLast((v) => v !== null))}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
          ) : null}
        </Stack>
      )}
    </SectionCard>
  );
}
