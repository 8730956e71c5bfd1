import { Alert, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { StatGrid } from '#app/components/charts/stat-grid.tsx';
import { AnchorLink } from '#app/components/data-table/anchor-link.tsx';
import { SectionCard } from '#app/components/section-card.tsx';
import { reviewerDetailsQueryOptions } from '#app/features/analytics/analytics-queries.ts';
import { formatCalendarDate } from '#app/lib/format/format-date.ts';
import { formatDays, formatInteger } from '#app/lib/format/format-number.ts';
import { formatPercentChange } from '#app/lib/format/format-percent.ts';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import { ReviewerRole } from '#gen/ratefiling/v1/common_pb.ts';

/** A reviewer's profile: figures, computed summary, spellings, themes and recent filings. */
export function ReviewerProfile({ name, state }: { name: string; state: string }) {
  const rpc = useRpc();
  const { data } = useSuspenseQuery(reviewerDetailsQueryOptions(rpc, name, state));
  const r = data.reviewer;
  if (!r) {
    return (
      <Alert color="gray" title="Reviewer not found" data-testid="reviewer-not-found">
        No reviewer named “{name}” reviews filings in {state}. Pick one from the leaderboard.
      </Alert>
    );
  }
  return (
    <SectionCard labelledBy="reviewer-profile" testId="reviewer-profile">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="reviewer-profile">
          {r.name} ({r.state})
        </Title>
        <Text size="sm">{r.summary}</Text>
        <StatGrid
          stats={[
            { label: 'Filings', value: formatInteger(r.totalFilings) },
            { label: 'Objections', value: formatInteger(r.totalObjections) },
            {
              label: 'Avg. days to approval',
              value: formatDays(r.averageDaysToApproval, r.averageDaysToApproval > 0),
            },
            {
              label: 'Rate impact',
              value: formatPercentChange(r.premiumWeightedRateImpact),
              hint: 'premium-weighted',
            },
          ]}
        />
        {r.alternativeNames.length > 0 ? (
          <Group gap={6}>
            <Text size="sm" fw={600}>
              Also spelled:
            </Text>
            {r.alternativeNames.map((n) => (
              <Badge key={n} variant="light" color="gray" tt="none">
                {n}
              </Badge>
            ))}
          </Group>
        ) : null}
        {r.objectionThemes.length > 0 ? (
          <div>
            <Text size="sm" fw={600}>
              Most frequent objection themes
            </Text>
            <Text size="sm" c="dimmed">
              {r.objectionThemes.map((t) => `${t.value} (${t.count})`).join(' · ')}
            </Text>
          </div>
        ) : null}
        <Title order={3} fz="md">
          Recent filings
        </Title>
        <Table.ScrollContainer minWidth={560}>
          <Table striped fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">SERFF tracking #</Table.Th>
                <Table.Th scope="col">Submitted</Table.Th>
                <Table.Th scope="col">Disposed</Table.Th>
                <Table.Th scope="col" ta="right">
                  Days
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Rate impact
                </Table.Th>
                <Table.Th scope="col">Role</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.recentReviews.map((review) => {
                const own = review.reviewers.find((x) => x.name === r.name);
                return (
                  <Table.Tr key={review.serffTrackingNumber}>
                    <Table.Td>
                      <AnchorLink
                        to="/filings/$serffTrackingNumber"
                        params={{ serffTrackingNumber: review.serffTrackingNumber }}
                        size="sm"
                        ff="monospace"
                        style={{ whiteSpace: 'nowrap' }}
                        data-testid="reviewer-filing-link"
                      >
                        {review.serffTrackingNumber}
                      </AnchorLink>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatCalendarDate(review.submittedDate)}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatCalendarDate(review.dispositionDate)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {formatDays(review.daysToApproval, review.daysToApproval > 0)}
                    </Table.Td>
                    <Table.Td ta="right">{formatPercentChange(review.rateImpact)}</Table.Td>
                    <Table.Td>
                      {own?.role === ReviewerRole.SECONDARY ? 'Secondary' : 'Primary'}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </SectionCard>
  );
}
