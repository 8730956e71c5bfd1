import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/** How long typing pauses before a text filter applies. */
export const TEXT_FILTER_DEBOUNCE_MS = 400;

/**
 * A text filter that applies as you type (after a short pause), at once on Enter or blur, and
 * clears with its × button. The URL's value replaces the draft only when it changes from
 * elsewhere (Clear filters, back/forward), never while the user is typing.
 */
export function DebouncedTextFilter({
  label,
  placeholder,
  value,
  onCommit,
  testId,
}: {
  label: string;
  placeholder: string;
  value: string | undefined;
  onCommit: (value: string | undefined) => void;
  testId: string;
}) {
  const [draft, setDraft] = useState(value ?? '');
  const committed = useRef(value);
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setDraft(value ?? '');
    }
  }, [value]);
  const commit = (text: string) => {
    const next = text.trim() || undefined;
    if (next === committed.current) return;
    committed.current = next;
    onCommit(next);
  };
  const debounced = useDebouncedCallback(commit, TEXT_FILTER_DEBOUNCE_MS);
  const commitNow = (text: string) => {
    debounced.cancel();
    commit(text);
  };
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={draft}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        debounced(event.currentTarget.value);
      }}
      onBlur={() => commitNow(draft)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commitNow(draft);
      }}
      rightSection={
        draft ? (
          <CloseButton
            size="sm"
            aria-label={`Clear ${label.toLowerCase()}`}
            onClick={() => {
              setDraft('');
              commitNow('');
            }}
          />
        ) : null
      }
      data-testid={testId}
    />
  );
}
