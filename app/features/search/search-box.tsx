import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { normalizeSearchQuery } from '#contract/search/search-query-text.ts';
import { MAX_SEARCH_QUERY_LENGTH } from './search-request.ts';

/** The query box: searches as you type (debounced) and at once on Enter. */
export function SearchBox({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (query: string, options: { replace: boolean }) => void;
}) {
  const [draft, setDraft] = useState(value);
  // The box follows the URL (back, forward, a chip removed) but keeps what is being typed when the
  // URL holds the same query: "rate  " stays as typed while the URL says "rate ".
  useEffect(
    () => setDraft((typed) => (normalizeSearchQuery(typed) === value ? typed : value)),
    [value],
  );
  const searchSoon = useDebouncedCallback(
    (query: string) => onSearch(query, { replace: true }),
    350,
  );
  return (
    <form
      aria-label="Search"
      onSubmit={(event) => {
        event.preventDefault();
        searchSoon.cancel();
        onSearch(draft, { replace: false });
      }}
    >
      <TextInput
        size="md"
        aria-label="Search query"
        placeholder='Words, "exact phrases", -excluded, OR, a tracking number or a carrier'
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={
          draft ? (
            <CloseButton
              aria-label="Clear the query"
              onClick={() => {
                setDraft('');
                onSearch('', { replace: false });
              }}
            />
          ) : null
        }
        maxLength={MAX_SEARCH_QUERY_LENGTH}
        value={draft}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          searchSoon(event.currentTarget.value);
        }}
        data-testid="search-input"
      />
    </form>
  );
}
