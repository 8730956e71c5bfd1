import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { isoToPartialDate, type PartialDate, partialDateToIso } from './date-range-value.ts';

type Range = [string | null, string | null];

/**
 * A date range picker over `{year, month, day}` search dates. A half-picked range stays local;
 * the range is committed when both ends are chosen, or when it is cleared.
 */
export function DateRangeFilter({
  label,
  start,
  end,
  defaultDate,
  earliest,
  latest,
  onChange,
}: {
  label: string;
  start: PartialDate;
  end: PartialDate;
  /** The month the calendar opens on when no range is chosen, "YYYY-MM-DD". */
  defaultDate?: string;
  /** Shown in place of a missing start when only the end is set ("YYYY-MM-DD"). */
  earliest?: string;
  /** Shown in place of a missing end when only the start is set ("YYYY-MM-DD"). */
  latest?: string;
  onChange: (start: PartialDate, end: PartialDate) => void;
}) {
  const from = partialDateToIso(start, 'start');
  const to = partialDateToIso(end, 'end');
  // A one-sided range (from a pasted link) shows the data's first or last date on its open side.
  const openEnd = latest && from && latest >= from ? latest : from;
  const openStart = earliest && to && earliest <= to ? earliest : to;
  const committed: Range =
    from && !to ? [from, openEnd] : !from && to ? [openStart, to] : [from, to];
  const [draft, setDraft] = useState<Range>(committed);
  const committedKey = committed.join('|');

  useEffect(() => {
    setDraft(committedKey.split('|').map((part) => part || null) as Range);
  }, [committedKey]);

  const change = (value: [string | null, string | null]) => {
    setDraft(value);
    const [from, to] = value;
    if (from && to) onChange(isoToPartialDate(from), isoToPartialDate(to));
    else if (!from && !to) onChange(undefined, undefined);
  };

  return (
    <DatePickerInput
      type="range"
      label={label}
      placeholder="Any date"
      value={draft}
      onChange={change}
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${label.toLowerCase()}` }}
      styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      allowSingleDateInRange
      valueFormat="MMM D, YYYY"
      defaultDate={draft[0] ?? defaultDate}
      leftSection={<IconCalendar size={16} aria-hidden />}
      leftSectionPointerEvents="none"
      data-testid="filter-date-range"
    />
  );
}
