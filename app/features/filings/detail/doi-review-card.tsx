import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { NumericCell } from '#app/components/data-table/numeric-cell.tsx';
import { PercentChangeCell } from '#app/components/data-table/numeric-td.tsx';
import { formatCalendarDate } from '#app/lib/format/format-date.ts';
import { formatInteger } from '#app/lib/format/format-number.ts';
import { ReviewerRole } from '#gen/ratefiling/v1/common_pb.ts';
import type { DoiReview } from '#gen/ratefiling/v1/filing_pb.ts';

const ROLE_LABEL: Record<number, string> = {
  [ReviewerRole.PRIMARY]: 'Primary',
  [ReviewerRole.SECONDARY]: 'Secondary',
};

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

/** The department of insurance's review: reviewers with their roles, dates, days to approval. */
export function DoiReviewCard({ review }: { review: DoiReview | undefined }) {
  if (!review)
    return (
      <Text c="dimmed" size="sm">
        No DOI review is recorded for this filing.
      </Text>
    );
  return (
    <Stack gap="sm" data-testid="doi-review">
      <Group gap="xs">
        {review.reviewers.length === 0 ? (
          <Text size="sm" c="dimmed">
            No reviewer named.
          </Text>
        ) : (
          review.reviewers.map((reviewer) => (
            <Badge key={reviewer.name} variant="light" size="lg" tt="none" radius="sm">
              {reviewer.name}
              {ROLE_LABEL[reviewer.role] ? ` · ${ROLE_LABEL[reviewer.role]}` : ''}
            </Badge>
          ))
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Fact label="Submitted">{formatCalendarDate(review.submittedDate)}</Fact>
        <Fact label="Disposition">{formatCalendarDate(review.dispositionDate)}</Fact>
        <Fact label="Days to approval">
          <NumericCell
            text={review.daysToApproval > 0 ? formatInteger(review.daysToApproval) : 'Pending'}
          />
        </Fact>
        <Fact label="Rate impact">
          <PercentChangeCell value={review.rateImpact} />
        </Fact>
      </SimpleGrid>
    </Stack>
  );
}
