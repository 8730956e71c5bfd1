import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import { trackingSuggestionsQueryOptions } from './diff-queries.ts';

/** A type-ahead of filings by tracking number (or words); a choice or Enter submits. */
export function TrackingNumberPicker({
  label,
  value,
  onChange,
  onSubmit,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  testId: string;
}) {
  const rpc = useRpc();
  const [debounced] = useDebouncedValue(value, 250);
  const suggestions = useQuery(trackingSuggestionsQueryOptions(rpc, debounced));
  const data = (suggestions.data ?? []).filter((s) => s.value !== value.trim().toUpperCase());
  return (
    <Autocomplete
      label={label}
      placeholder="Tracking number, e.g. SFMA-134393024"
      value={value}
      onChange={onChange}
      data={data}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !e.defaultPrevented) onSubmit();
      }}
      limit={10}
      style={{ flex: 1, minWidth: 260 }}
      data-testid={testId}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
