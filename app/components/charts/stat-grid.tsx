import { Paper, SimpleGrid, Text } from '@mantine/core';
import mutedText from './muted-text.module.css';

export type Stat = { label: string; value: string; hint?: string };

/** A row of headline figures. */
export function StatGrid({ stats }: { stats: Stat[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: stats.length > 4 ? 5 : 4 }} spacing="sm">
      {stats.map((stat) => (
        <Paper key={stat.label} withBorder p="sm" radius="md" data-testid="stat">
          <Text size="xs" className={mutedText.muted} tt="uppercase" fw={600}>
            {stat.label}
          </Text>
          <Text fz="xl" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {stat.value}
          </Text>
          {stat.hint ? (
            <Text size="xs" className={mutedText.muted}>
              {stat.hint}
            </Text>
          ) : null}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
