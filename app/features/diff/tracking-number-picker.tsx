import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import { programSuggestionsQueryOptions, trackingSuggestionsQueryOptions } from './diff-queries.ts';

/** A type-ahead of filings by tracking number (or words); a choice or Enter submits. */
export function TrackingNumberPicker({
  label,
  value,
  onChange,
  onSubmit,
  sameProgramAs,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  /** The other filing: its program's filings are suggested first ("Same program as A"). */
  sameProgramAs?: { label: string; trackingNumber: string };
  testId: string;
}) {
  const rpc = useRpc();
  const [debounced] = useDebouncedValue(value, 250);
  const suggestions = useQuery(trackingSuggestionsQueryOptions(rpc, debounced));
  const program = useQuery(
    programSuggestionsQueryOptions(rpc, sameProgramAs?.trackingNumber ?? ''),
  );
  const typed = value.trim().toUpperCase();
  const programItems = (program.data ?? []).filter(
    (s) => s.value !== typed && (!typed || s.label.toUpperCase().includes(typed)),
  );
  const programValues = new Set(programItems.map((s) => s.value));
  const searchItems = (suggestions.data ?? []).filter(
    (s) => s.value !== typed && !programValues.has(s.value),
  );
  const data = [
    ...(programItems.length > 0 && sameProgramAs
      ? [{ group: `Same program as ${sameProgramAs.label}`, items: programItems.slice(0, 8) }]
      : []),
    ...(searchItems.length > 0 ? [{ group: 'Matching filings', items: searchItems }] : []),
  ];
  return (
    <Autocomplete
      label={label}
      placeholder="Tracking number, carrier or product"
      value={value}
      onChange={onChange}
      data={data}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !e.defaultPrevented) onSubmit();
      }}
      limit={20}
      openOnFocus
      filter={({ options }) => options}
      style={{ flex: 1, minWidth: 260 }}
      data-testid={testId}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
