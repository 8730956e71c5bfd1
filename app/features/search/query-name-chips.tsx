import { CloseButton, Group, Pill, Text } from '@mantine/core';
import { stateName } from '#app/lib/reference/us-state-names.ts';
import type { QueryInterpretation, QueryNameFilter } from './query-name-filters.ts';

const KIND_LABELS: Record<QueryNameFilter['kind'], string> = {
  states: 'State',
  carriers: 'Carrier',
  linesOfBusiness: 'Line',
};

function label(filter: QueryNameFilter): string {
  const value = filter.kind === 'states' ? (stateName(filter.value) ?? filter.value) : filter.value;
  return `${KIND_LABELS[filter.kind]}: ${value}`;
}

/**
 * The names read from the query as filters ("wildfire Texas": State: Texas), each removable:
 * removing one searches its words as text again.
 */
export function QueryNameChips({
  interpretation,
  onRemove,
}: {
  interpretation: QueryInterpretation;
  onRemove: (filter: QueryNameFilter) => void;
}) {
  if (interpretation.filters.length === 0) return null;
  return (
    <Group gap="xs" data-testid="query-name-filters" aria-live="polite">
      <Text size="sm">
        Searching <b>{interpretation.rest}</b> in
      </Text>
      {interpretation.filters.map((filter) => (
        <Pill
          key={`${filter.kind}/${filter.value}`}
          size="md"
          data-testid="query-name-chip"
          styles={{ label: { display: 'flex', alignItems: 'center', gap: 4 } }}
        >
          {label(filter)}
          <CloseButton
            size="xs"
            aria-label={`Search "${filter.text}" as a word instead of the ${KIND_LABELS[filter.kind].toLowerCase()} filter`}
            onClick={() => onRemove(filter)}
            data-testid="query-name-chip-remove"
          />
        </Pill>
      ))}
    </Group>
  );
}
