import { Badge, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { DateBasisParam, PopulationParam } from '#app/lib/search/population-param.ts';
import {
  DATE_BASIS_DEFINITIONS,
  FIGURE_DEFINITIONS,
  POPULATION_DEFINITIONS,
  populationScopeLabel,
} from '#contract/analytics/analytics-definitions.ts';

/** The definitions module keys populations as the api does (rate_changes), the URL with a dash. */
export const POPULATION_KEYS = { 'rate-changes': 'rate_changes', all: 'all' } as const;

/**
 * The population and date basis in force, on every dashboard: "Approved or effective rate
 * changes · by effective date"; a click (or Enter) opens their definitions.
 */
export function PopulationChip({
  population,
  dateBasis,
}: {
  population: PopulationParam;
  dateBasis: DateBasisParam;
}) {
  const key = POPULATION_KEYS[population];
  const label = populationScopeLabel(key, dateBasis);
  return (
    <Popover width={380} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <UnstyledButton aria-label={`Figures count: ${label}. Show the definition`}>
          <Badge
            variant="light"
            size="lg"
            leftSection={<IconInfoCircle size={14} aria-hidden />}
            style={{ textTransform: 'none', cursor: 'pointer' }}
            data-testid="population-chip"
          >
            {label}
          </Badge>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" data-testid="population-definition">
          <Text size="sm" fw={600}>
            {label}
          </Text>
          <Text size="sm">{POPULATION_DEFINITIONS[key]}</Text>
          <Text size="sm">{DATE_BASIS_DEFINITIONS[dateBasis]}</Text>
          <Text size="sm">{FIGURE_DEFINITIONS.averageDaysToApproval}</Text>
          <Text size="xs" c="dimmed">
            Every definition: docs/analytics-definitions.md
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
