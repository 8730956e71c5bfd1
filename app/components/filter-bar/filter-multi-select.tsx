import { Group, MultiSelect, Text } from '@mantine/core';
import { useMemo } from 'react';
import { formatInteger } from '#app/lib/format/format-number.ts';

export type FilterOption = { value: string; count: number };

/** How many choices are rendered at once; typing narrows the rest (type-ahead). */
const RENDER_LIMIT = 200;

/**
 * A searchable multi-select of filter choices, each with its number of filings. Selected values
 * missing from the choices (no longer matching the other filters) stay listed, with no count.
 */
export function FilterMultiSelect({
  label,
  placeholder,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  placeholder: string;
  options: FilterOption[];
  value: string[];
  onChange: (value: string[]) => void;
  testId?: string;
}) {
  const counts = useMemo(
    () => new Map(options.map((option) => [option.value, option.count])),
    [options],
  );
  const data = useMemo(() => {
    const values = options.map((option) => option.value);
    for (const selected of value) if (!counts.has(selected)) values.push(selected);
    return values;
  }, [options, value, counts]);

  return (
    <MultiSelect
      label={label}
      placeholder={value.length > 0 ? undefined : placeholder}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${label.toLowerCase()}` }}
      hidePickedOptions={false}
      limit={RENDER_LIMIT}
      nothingFoundMessage="No match"
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
      renderOption={({ option }) => {
        const count = counts.get(option.value);
        return (
          <Group justify="space-between" wrap="nowrap" gap="xs" w="100%">
            <Text size="sm">{option.label}</Text>
            <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {count === undefined ? '' : formatInteger(count)}
            </Text>
          </Group>
        );
      }}
    />
  );
}
