import { Alert, Stack } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { PageHeader } from '#app/components/page-header.tsx';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import { useShownSearch } from '#app/lib/use-shown-search.ts';
import { normalizeSearchQuery } from '#contract/search/search-query-text.ts';
import { QueryNameChips } from './query-name-chips.tsx';
import { keepNameAsText } from './query-name-filters.ts';
import { SearchBox } from './search-box.tsx';
import { SearchFilters } from './search-filters.tsx';
import { SearchIndexTabs } from './search-index-tabs.tsx';
import { searchFilterChoicesQueryOptions, searchQueryOptions } from './search-queries.ts';
import { interpretSearchQuery, nameChoicesOf, searchToRequest } from './search-request.ts';
import { SearchResults } from './search-results.tsx';
import { searchRouteApi } from './search-route-api.ts';
import { SearchTooSlow } from './search-too-slow.tsx';
import { useSearchNavigation } from './use-search-navigation.ts';

/** /search: the query box, filters and index tabs (all in the URL), and one page of results. */
export function SearchPage() {
  const liveSearch = searchRouteApi.useSearch();
  // The box, chips, filters and tabs show the URL at once; the hits follow their answer.
  const shown = useShownSearch(liveSearch);
  const search = shown.search;
  const routeFetching = searchRouteApi.useMatch({ select: (match) => Boolean(match.isFetching) });
  const fetching = routeFetching || shown.updating;
  const rpc = useRpc();
  const choicesQuery = useQuery(searchFilterChoicesQueryOptions(rpc));
  const nameChoices = choicesQuery.data ? nameChoicesOf(choicesQuery.data) : undefined;
  const choices = search.query ? nameChoices : undefined;
  const { data: answer } = useSuspenseQuery(
    searchQueryOptions(rpc, searchToRequest(search, choices)),
  );
  const { update, setPage } = useSearchNavigation();
  const liveQuery = liveSearch.query ?? '';
  const query = search.query ?? '';
  const interpretation = interpretSearchQuery(
    liveSearch,
    liveSearch.query ? nameChoices : undefined,
  );

  return (
    <Stack gap="md">
      <PageHeader
        title="Search"
        description="Full-text search across filings, objections, summaries, rating factors and documents."
      />
      <SearchBox
        value={liveQuery}
        onSearch={(next, options) =>
          update({ query: normalizeSearchQuery(next) || undefined }, options)
        }
      />
      <QueryNameChips
        interpretation={interpretation}
        onRemove={(filter) => update({ query: keepNameAsText(liveQuery, filter) })}
      />
      <SearchFilters search={liveSearch} />
      <SearchIndexTabs
        value={liveSearch.index}
        counts={query && answer.kind === 'results' ? answer.response.indexCounts : undefined}
        onChange={(index) => update({ index })}
      />
      {!query ? (
        <Alert
          icon={<IconSearch aria-hidden />}
          color="gray"
          title="Search the filings"
          data-testid="search-prompt"
        >
          Type words, "exact phrases", -excluded words or OR; the last word matches as you type. A
          SERFF tracking number (or part of one) finds that filing; carrier names match even when
          misspelt. Press Ctrl+K (⌘K) anywhere to jump to a filing or an area.
        </Alert>
      ) : answer.kind === 'too-slow' ? (
        <SearchTooSlow query={query} message={answer.message} />
      ) : (
        <SearchResults
          response={answer.response}
          query={query}
          page={search.pagination.page}
          fetching={fetching}
          onPage={setPage}
        />
      )}
    </Stack>
  );
}
