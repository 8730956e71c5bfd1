import { CloseButton, Group, Pill, Stack, Text, TextInput } from '@mantine/core';
import { type ClipboardEvent, useId, useState } from 'react';
import { formatInteger } from '#app/lib/format/format-number.ts';
import { MAX_TRACKING_NUMBERS, readTrackingList } from '#contract/filings/tracking-numbers.ts';

/** How many tracking numbers the chip names before it counts them. */
const NAMED_ON_CHIP = 2;
/** How many items a message names before "…". */
const NAMED_IN_MESSAGE = 5;

const listed = (items: readonly string[]) =>
  `${items.slice(0, NAMED_IN_MESSAGE).join(', ')}${items.length > NAMED_IN_MESSAGE ? '…' : ''}`;

/** "SFMA-134393024", "SFMA-134393024, ALSE-G134016536" or "12 tracking numbers". */
export function trackingChipLabel(trackingNumbers: readonly string[]): string {
  return trackingNumbers.length <= NAMED_ON_CHIP
    ? trackingNumbers.join(', ')
    : `${formatInteger(trackingNumbers.length)} tracking numbers`;
}

export type TrackingListChange =
  | { kind: 'apply'; next: string[]; invalid: string[] }
  | { kind: 'too-many'; total: number }
  | { kind: 'nothing'; invalid: string[] };

/**
 * What adding `text` (pasted or typed) to the current list does: the new list (current first,
 * then the new numbers in the order given), refused past MAX_TRACKING_NUMBERS, and the items
 * that are not tracking numbers.
 */
export function addToTrackingList(current: readonly string[], text: string): TrackingListChange {
  const { valid, invalid } = readTrackingList(text);
  if (valid.length === 0) return { kind: 'nothing', invalid };
  const next = [...new Set([...current, ...valid])];
  if (next.length > MAX_TRACKING_NUMBERS) return { kind: 'too-many', total: next.length };
  return { kind: 'apply', next, invalid };
}

/**
 * The tracking-number filter of /filings: paste a list (one per line, or separated by commas,
 * semicolons, tabs or spaces) or type one and press Enter; the numbers join the filter at once,
 * shown as one removable chip. Items that are not tracking numbers stay in the box with a
 * message; more than MAX_TRACKING_NUMBERS is refused with a message; numbers that name no
 * filing (`unknown`, from the api) are listed under the chip.
 */
export function TrackingNumbersFilter({
  value,
  unknown,
  onChange,
}: {
  value: string[];
  unknown: string[];
  onChange: (next: string[] | undefined) => void;
}) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();
  const statusId = useId();

  /** Adds `text`'s numbers; returns false when nothing was added (the text stays to fix). */
  const add = (text: string): boolean => {
    const change = addToTrackingList(value, text);
    if (change.kind === 'too-many') {
      setError(
        `At most ${MAX_TRACKING_NUMBERS} tracking numbers in one filter: this list makes ${formatInteger(change.total)}. Paste fewer, or remove the current filter first.`,
      );
      return false;
    }
    if (change.kind === 'nothing') {
      setError(
        change.invalid.length > 0
          ? `Not a tracking number: ${listed(change.invalid)} (e.g. SFMA-134393024)`
          : undefined,
      );
      return false;
    }
    if (change.next.length !== value.length) onChange(change.next);
    setDraft(change.invalid.join(', '));
    setError(
      change.invalid.length > 0
        ? `Added ${formatInteger(change.next.length - value.length)}; not tracking numbers: ${listed(change.invalid)}`
        : undefined,
    );
    return true;
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = `${draft} ${event.clipboardData.getData('text')}`;
    const change = addToTrackingList(value, text);
    // Nothing usable (a half-copied number): let the text land in the box to be fixed.
    if (change.kind === 'nothing') return;
    event.preventDefault();
    add(text);
  };

  return (
    <Stack gap={4} data-testid="filter-tracking">
      <TextInput
        label="Tracking numbers"
        placeholder={value.length > 0 ? 'Paste or type more' : 'Paste a list or type one'}
        value={draft}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setError(undefined);
        }}
        onPaste={paste}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && draft.trim()) {
            event.preventDefault();
            add(draft);
          }
        }}
        error={error}
        aria-describedby={value.length > 0 ? statusId : undefined}
        data-testid="filter-tracking-input"
      />
      {value.length > 0 ? (
        <Group gap={4} id={statusId} aria-live="polite">
          <Pill
            size="md"
            title={value.join(', ')}
            data-testid="tracking-filter-chip"
            styles={{ label: { display: 'flex', alignItems: 'center', gap: 4 } }}
          >
            {trackingChipLabel(value)}
            <CloseButton
              size="xs"
              aria-label={`Remove the tracking-number filter (${trackingChipLabel(value)})`}
              onClick={() => {
                setError(undefined);
                onChange(undefined);
              }}
              data-testid="tracking-filter-remove"
            />
          </Pill>
          {unknown.length > 0 ? (
            <Text size="xs" data-testid="tracking-filter-unknown">
              No filing has {listed(unknown)}
            </Text>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
