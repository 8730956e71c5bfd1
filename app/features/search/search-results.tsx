import { Alert, Group, Pagination, Stack, Text } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { formatInteger } from '#app/lib/format/format-number.ts';
import { API_LIMITS } from '#contract/api-limits.ts';
import type { SearchResponse } from '#gen/ratefiling/v1/search_service_pb.ts';
import { SearchResultCard } from './search-result-card.tsx';

/** The result cards of one page, the totals and the pager; the empty state when nothing matched. */
export function SearchResults({
  response,
  query,
  page,
  fetching,
  onPage,
}: {
  response: SearchResponse;
  query: string;
  page: number;
  fetching: boolean;
  onPage: (page: number) => void;
}) {
  const totalPages = response.pagination?.totalPages ?? 0;
  if (response.results.length === 0) {
    return (
      <Alert
        icon={<IconMoodEmpty aria-hidden />}
        title={`No results for “${query}”`}
        color="gray"
        data-testid="search-empty"
      >
        Try fewer or other words, remove a filter, another index tab, or the first letters of a
        word. Carrier names match even when misspelt; a tracking number finds its filing.
      </Alert>
    );
  }
  return (
    <Stack gap="sm" aria-busy={fetching} data-testid="search-results">
      <Text size="sm" aria-live="polite" data-testid="search-total">
        {response.hasMoreResults ? 'At least ' : ''}
        <Text span fw={700} inherit>
          {formatInteger(response.totalResults)}
        </Text>{' '}
        {response.totalResults === 1 ? 'result' : 'results'}
        {totalPages > 1 ? ` · page ${formatInteger(page)} of ${formatInteger(totalPages)}` : ''}
        {response.hasMoreResults ? (
          <Text span c="dimmed" inherit data-testid="search-total-bound">
            {' '}
            · counting stops at the first {formatInteger(API_LIMITS.searchCandidatesPerSource)}{' '}
            matches of each source ({formatInteger(API_LIMITS.searchPageCandidates)} document
            pages), which results are ranked among; add words or filters to narrow the search
          </Text>
        ) : null}
      </Text>
      {response.results.map((result) => (
        <SearchResultCard
          key={`${result.type}/${result.serffTrackingNumber}/${result.matchedText[0] ?? ''}`}
          result={result}
          highlightTerms={response.highlightTerms}
        />
      ))}
      {totalPages > 1 ? (
        <Group justify="center" mt="sm">
          <Pagination
            total={totalPages}
            value={Math.min(page, totalPages)}
            onChange={onPage}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            data-testid="search-pagination"
          />
        </Group>
      ) : null}
    </Stack>
  );
}
