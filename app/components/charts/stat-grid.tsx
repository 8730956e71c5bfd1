import { ActionIcon, Group, Paper, SimpleGrid, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import classes from './stat-grid.module.css';

/** A headline figure; `definition` is shown on hover or keyboard focus of its info button. */
export type Stat = { label: string; value: string; hint?: string; definition?: string };

/** Hover, keyboard focus and touch all show a definition. */
const TOOLTIP_EVENTS = { hover: true, focus: true, touch: true };

/**
 * Columns of the grid on a wide screen: four for up to four figures, else at most five a row in
 * rows as even as they go (six figures are two rows of three, not five and one left alone).
 */
export function wideStatColumns(count: number): number {
  if (count <= 4) return 4;
  return Math.ceil(count / Math.ceil(count / 5));
}

/** A row of headline figures. */
export function StatGrid({ stats }: { stats: Stat[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: wideStatColumns(stats.length) }} spacing="sm">
      {stats.map((stat) => (
        <Paper
          key={stat.label}
          withBorder
          p="sm"
          radius="md"
          className={classes.card}
          data-testid="stat"
        >
          <Group gap={4} wrap="nowrap">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {stat.label}
            </Text>
            {stat.definition ? (
              <Tooltip label={stat.definition} multiline w={320} withArrow events={TOOLTIP_EVENTS}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="xs"
                  aria-label={`${stat.label}, definition: ${stat.definition}`}
                  data-testid="stat-definition"
                >
                  <IconInfoCircle size={14} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ) : null}
          </Group>
          <Text
            className={classes.value}
            data-long={stat.value.length > 10 || undefined}
            style={{ '--value-chars': stat.value.length }}
          >
            {stat.value}
          </Text>
          {stat.hint ? (
            <Text size="xs" c="dimmed">
              {stat.hint}
            </Text>
          ) : null}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
