import { Badge, Tabs } from '@mantine/core';
import { formatInteger } from '#app/lib/format/format-number.ts';
import { SearchIndex, type SearchIndexCount } from '#gen/ratefiling/v1/search_service_pb.ts';
import { INDEX_TO_API, type SearchIndexParam } from './search-request.ts';

const TABS: { value: SearchIndexParam; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'filings', label: 'Filings' },
  { value: 'objections', label: 'Objections' },
  { value: 'summaries', label: 'Summaries' },
  { value: 'rating-factors', label: 'Rating factors' },
];

/**
 * The index tabs, each with its number of results for the same query and filters; no numbers
 * while there are none to show (no query yet, or a search stopped at its time limit: 0 would
 * claim that nothing matched).
 */
export function SearchIndexTabs({
  value,
  counts,
  onChange,
}: {
  value: SearchIndexParam;
  counts: SearchIndexCount[] | undefined;
  onChange: (index: SearchIndexParam) => void;
}) {
  const countOf = (index: SearchIndexParam) => {
    if (counts === undefined) return undefined;
    const found = counts.find((c) => c.index === INDEX_TO_API[index]);
    if (found) return { n: found.totalResults, more: found.hasMoreResults };
    return INDEX_TO_API[index] === SearchIndex.ALL ? { n: 0, more: false } : undefined;
  };
  return (
    <Tabs
      value={value}
      onChange={(next) => {
        const tab = TABS.find((t) => t.value === next);
        if (tab) onChange(tab.value);
      }}
    >
      <Tabs.List aria-label="Search index">
        {TABS.map((tab) => {
          const count = countOf(tab.value);
          return (
            <Tabs.Tab
              key={tab.value}
              value={tab.value}
              data-testid={`index-tab-${tab.value}`}
              rightSection={
                count === undefined ? null : (
                  <Badge
                    size="sm"
                    variant="light"
                    color="gray"
                    data-testid="index-count"
                    title={count.more ? `At least ${formatInteger(count.n)}` : undefined}
                  >
                    {formatInteger(count.n)}
                    {count.more ? '+' : ''}
                  </Badge>
                )
              }
            >
              {tab.label}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </Tabs>
  );
}
