import { Group, Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DateRangeFilter } from '#app/components/filter-bar/date-range-filter.tsx';
import { FilterBar } from '#app/components/filter-bar/filter-bar.tsx';
import { FilterMultiSelect } from '#app/components/filter-bar/filter-multi-select.tsx';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import { searchFilterChoicesQueryOptions } from './search-queries.ts';
import { countSearchFilters, type SearchSearch } from './search-request.ts';
import { useSearchNavigation } from './use-search-navigation.ts';

const LIST_FILTERS = [
  { key: 'carriers', label: 'Carriers', placeholder: 'Any carrier' },
  { key: 'states', label: 'States', placeholder: 'Any state' },
  { key: 'linesOfBusiness', label: 'Lines of business', placeholder: 'Any line' },
  { key: 'filingTypes', label: 'Filing types', placeholder: 'Any filing type' },
] as const;

/**
 * The search's filters (in the URL) and its two options, with saved views: a view keeps the
 * query, the index, the filters and the options (the page's URL without its page number).
 */
export function SearchFilters({ search }: { search: SearchSearch }) {
  const rpc = useRpc();
  const choices = useQuery(searchFilterChoicesQueryOptions(rpc));
  const { update, clearFilters } = useSearchNavigation();
  return (
    <FilterBar
      activeCount={countSearchFilters(search)}
      onClear={clearFilters}
      view={{ page: 'search' }}
      actions={
        <Group gap="md">
          <Switch
            label="More context"
            checked={search.hasMoreContext ?? false}
            onChange={(event) =>
              update({ hasMoreContext: event.currentTarget.checked || undefined })
            }
            data-testid="more-context"
          />
          <Switch
            label="Recent filings first"
            checked={search.hasPromotedRecentFilings ?? false}
            onChange={(event) =>
              update({ hasPromotedRecentFilings: event.currentTarget.checked || undefined })
            }
            data-testid="recent-first"
          />
        </Group>
      }
    >
      <DateRangeFilter
        label="Effective date range"
        start={search.startDate}
        end={search.endDate}
        onChange={(startDate, endDate) => update({ startDate, endDate })}
      />
      {LIST_FILTERS.map((field) => (
        <FilterMultiSelect
          key={field.key}
          label={field.label}
          placeholder={field.placeholder}
          options={choices.data?.[field.key] ?? []}
          value={search[field.key] ?? []}
          onChange={(values) => update({ [field.key]: values.length > 0 ? values : undefined })}
          testId={`search-filter-${field.key}`}
        />
      ))}
    </FilterBar>
  );
}
