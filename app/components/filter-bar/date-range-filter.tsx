import {
  Button,
  CloseButton,
  Group,
  InputBase,
  Popover,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { dateRangePresets, parseTypedRange } from './date-range-presets.ts';
import { formatDateRange } from './date-range-text.ts';
import { isoToPartialDate, type PartialDate, partialDateToIso } from './date-range-value.ts';

type Range = [string | null, string | null];

/**
 * A date range filter over `{year, month, day}` search dates: presets (this year, last year,
 * year to date, last 12 months, quarters), a typed range ("2024", "Q1 2024",
 * "2024-01-01 to 2024-06-30") and a calendar. Presets and typed years, quarters and months stay
 * partial dates, so the URL reads `startDate={"year":2024}`. A half-picked calendar range stays
 * local; the range is committed when both ends are chosen, or when it is cleared.
 */
export function DateRangeFilter({
  label,
  start,
  end,
  defaultDate,
  onChange,
}: {
  label: string;
  start: PartialDate;
  end: PartialDate;
  /** The month the calendar opens on when no range is chosen, "YYYY-MM-DD". */
  defaultDate?: string;
  onChange: (start: PartialDate, end: PartialDate) => void;
}) {
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | undefined>();
  const from = partialDateToIso(start, 'start');
  const to = partialDateToIso(end, 'end');
  const [draft, setDraft] = useState<Range>([from, to]);
  const committedKey = `${from ?? ''}|${to ?? ''}`;
  const presets = useMemo(() => dateRangePresets(new Date()), []);
  const typedId = useId();
  // On a phone the presets scroll in a short list so that the calendar stays in view.
  const compact = useMediaQuery('(max-width: 36em)') ?? false;

  useEffect(() => {
    const [a, b] = committedKey.split('|');
    setDraft([a || null, b || null]);
  }, [committedKey]);

  const commit = (nextStart: PartialDate, nextEnd: PartialDate) => {
    onChange(nextStart, nextEnd);
    setOpened(false);
    setTyped('');
    setTypedError(undefined);
  };
  const pick = (value: Range) => {
    setDraft(value);
    const [a, b] = value;
    if (a && b) commit(isoToPartialDate(a), isoToPartialDate(b));
  };
  const applyTyped = () => {
    const range = parseTypedRange(typed);
    if (!range) {
      setTypedError('Try 2024, Q1 2024, Mar 2024 or 2024-01-01 to 2024-06-30');
      return;
    }
    commit(range.start, range.end);
  };
  const shown = formatDateRange(start, end);
  const isActive = (preset: { start: PartialDate; end: PartialDate }) =>
    partialDateToIso(preset.start, 'start') === from && partialDateToIso(preset.end, 'end') === to;

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      shadow="md"
      withinPortal
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <InputBase
          component="button"
          type="button"
          pointer
          label={label}
          onClick={() => setOpened((open) => !open)}
          aria-label={`${label}: ${shown || 'any date'}`}
          aria-haspopup="dialog"
          aria-expanded={opened}
          leftSection={<IconCalendar size={16} aria-hidden />}
          leftSectionPointerEvents="none"
          rightSection={
            shown ? (
              <CloseButton
                size="sm"
                aria-label={`Clear ${label.toLowerCase()}`}
                onClick={(event) => {
                  event.stopPropagation();
                  onChange(undefined, undefined);
                }}
              />
            ) : null
          }
          data-testid="filter-date-range"
        >
          {shown ? (
            <Text span size="sm" truncate>
              {shown}
            </Text>
          ) : (
            <Text span size="sm" c="dimmed">
              Any date
            </Text>
          )}
        </InputBase>
      </Popover.Target>
      <Popover.Dropdown p="sm" data-testid="date-range-dropdown">
        <Group align="flex-start" gap="md" wrap="wrap" maw="calc(100vw - 32px)">
          <ScrollArea.Autosize mah={compact ? 132 : 320} type="auto" miw={150}>
            <Stack gap={2} role="group" aria-label="Presets">
              {presets.map((preset) => (
                <Button
                  key={preset.label}
                  variant={isActive(preset) ? 'light' : 'subtle'}
                  size="compact-sm"
                  justify="flex-start"
                  aria-pressed={isActive(preset)}
                  onClick={() => commit(preset.start, preset.end)}
                >
                  {preset.label}
                </Button>
              ))}
            </Stack>
          </ScrollArea.Autosize>
          <Stack gap="xs">
            <form
              onSubmit={(event) => {
                event.preventDefault();
                applyTyped();
              }}
            >
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  id={typedId}
                  label="Type a range"
                  placeholder="2024, Q1 2024, Mar 2024…"
                  value={typed}
                  onChange={(event) => {
                    setTyped(event.currentTarget.value);
                    setTypedError(undefined);
                  }}
                  error={typedError}
                  size="sm"
                  w={250}
                  data-autofocus
                  data-testid="date-range-typed"
                />
                <Button type="submit" size="sm" variant="default">
                  Apply
                </Button>
              </Group>
            </form>
            <DatePicker
              type="range"
              value={draft}
              onChange={pick}
              allowSingleDateInRange
              defaultDate={draft[0] ?? defaultDate}
            />
          </Stack>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
