import { Group, MultiSelect, Text } from '@mantine/core';
import { type ClipboardEvent, useEffect, useMemo, useState } from 'react';
import { formatInteger } from '#app/lib/format/format-number.ts';
import { pastedItems, pasteNote, rankedFilter, valuesFromPaste } from './filter-option-match.ts';
import { useDropdownData } from './use-dropdown-data.ts';

export type FilterOption = { value: string; count: number };

/** How many choices are rendered at once; typing narrows the rest (type-ahead). */
const RENDER_LIMIT = 200;

/**
 * A searchable multi-select of filter choices, each with its number of filings. Typing matches
 * values and their names (`describe`, e.g. a state's name), Enter picks the highlighted choice,
 * and a pasted list (one per line, or separated by commas, semicolons or tabs) picks every
 * choice it names, codes or names in any case ("TX", "texas", "Personal Auto"), and says under
 * the field which items matched nothing. `knownValues` are matched by a paste too when the
 * other filters leave them out of the choices (every state). Selected values missing from the
 * choices (no longer matching the other filters) stay listed, no count.
 */
export function FilterMultiSelect({
  label,
  placeholder,
  options,
  value,
  onChange,
  describe,
  knownValues,
  testId,
}: {
  label: string;
  placeholder: string;
  options: FilterOption[];
  value: string[];
  onChange: (value: string[]) => void;
  /** A longer name shown with the value and matched by the type-ahead ("Texas" for "TX"). */
  describe?: (value: string) => string | undefined;
  /** Values a pasted list may pick although they are not among today's choices. */
  knownValues?: readonly string[];
  testId?: string;
}) {
  const [note, setPasteNote] = useState<string | undefined>();
  // The picks shown at once, before the URL's navigation has loaded (a second quick pick adds
  // to the first instead of replacing it).
  const [picked, setPicked] = useState(value);
  const valueKey = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: valueKey stands for value's content
  useEffect(() => setPicked(value), [valueKey]);
  const pick = (next: string[]) => {
    setPicked(next);
    onChange(next);
  };
  const counts = useMemo(
    () => new Map(options.map((option) => [option.value, option.count])),
    [options],
  );
  const data = useMemo(() => {
    const values = options.map((option) => option.value);
    for (const selected of picked) if (!counts.has(selected)) values.push(selected);
    return values.map((item) => {
      const name = describe?.(item);
      return { value: item, label: name ? `${item} · ${name}` : item };
    });
  }, [options, picked, counts, describe]);

  const dropdown = useDropdownData(data, picked);

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (pastedItems(text).length < 2) return; // one item: ordinary typing
    event.preventDefault();
    const listed = new Set(data.map((item) => item.value));
    const known = (knownValues ?? [])
      .filter((item) => !listed.has(item))
      .map((item) => {
        const name = describe?.(item);
        return { value: item, label: name ? `${item} · ${name}` : item };
      });
    const { values, unmatched } = valuesFromPaste(text, [...data, ...known]);
    const next = [...new Set([...picked, ...values])];
    if (next.length !== picked.length) pick(next);
    setPasteNote(pasteNote(next.length - picked.length, unmatched));
  };

  return (
    <MultiSelect
      label={label}
      placeholder={picked.length > 0 ? undefined : placeholder}
      data={dropdown.data}
      onDropdownOpen={dropdown.onDropdownOpen}
      onFocus={dropdown.onFocus}
      onBlur={dropdown.onBlur}
      value={picked}
      onChange={(next) => {
        setPasteNote(undefined);
        pick(next);
      }}
      onPaste={paste}
      description={note}
      descriptionProps={{
        'aria-live': 'polite',
        'data-testid': testId ? `${testId}-paste-note` : undefined,
      }}
      inputWrapperOrder={['label', 'input', 'description']}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${label.toLowerCase()}` }}
      hidePickedOptions={false}
      filter={rankedFilter}
      selectFirstOptionOnChange
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
