import { useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import {
  DATE_RANGE_LABELS,
  DateBasisSelect,
} from '#app/components/filter-bar/date-basis-select.tsx';
import { DateRangeFilter } from '#app/components/filter-bar/date-range-filter.tsx';
import { partialDateToIso } from '#app/components/filter-bar/date-range-value.ts';
import { FilterBar } from '#app/components/filter-bar/filter-bar.tsx';
import { FilterMultiSelect } from '#app/components/filter-bar/filter-multi-select.tsx';
import type { SavedViewTarget } from '#app/features/saved-views/saved-view-target.ts';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import { trackingNumbersOf } from '#app/lib/search/tracking-param.ts';
import { writeTrackingParam } from '#contract/filings/tracking-numbers.ts';
import {
  FILING_LIST_FILTERS,
  FILTER_KNOWN_VALUES,
  FILTER_VALUE_NAMES,
} from './filing-filter-fields.ts';
import { filingsMetadataQueryOptions } from './filings-queries.ts';
import { activeFilterKeys, type FilingsFilterSearch, searchToFilters } from './filings-request.ts';
import { TrackingNumbersFilter } from './tracking-numbers-filter.tsx';
import { useFilingsNavigation } from './use-filings-navigation.ts';

/** Every filter of the filings list, fed by the api's filter metadata (choices with counts). */
export function FilingsFilterBar({
  filters,
  actions,
  view,
}: {
  filters: FilingsFilterSearch;
  actions?: ReactNode;
  view?: SavedViewTarget;
}) {
  const rpc = useRpc();
  // The choices' counts for the filters as they were until the new ones arrive: suspending on
  // the URL's new filters put the page's fallback in place of the bar, and the field just used
  // lost its focus (a keyboard user picking a state with Enter landed on the page's body).
  const { data: metadata } = useSuspenseQuery(
    filingsMetadataQueryOptions(rpc, searchToFilters(useDeferredValue(filters))),
  );
  const { setFilters, replaceFilters } = useFilingsNavigation();
  const dateOf = (date: typeof metadata.latestDate, edge: 'start' | 'end') =>
    partialDateToIso(date, edge) ?? undefined;

  return (
    <FilterBar
      activeCount={activeFilterKeys(filters).length}
      onClear={() => replaceFilters({})}
      actions={actions}
      view={view}
    >
      <DateBasisSelect
        value={filters.dateBasis}
        onChange={(dateBasis) => setFilters({ dateBasis })}
      />
      <DateRangeFilter
        label={DATE_RANGE_LABELS[filters.dateBasis ?? 'effective']}
        start={filters.startDate}
        end={filters.endDate}
        defaultDate={dateOf(metadata.latestDate, 'end')}
        onChange={(startDate, endDate) => setFilters({ startDate, endDate })}
      />
      {FILING_LIST_FILTERS.map((field) => (
        <FilterMultiSelect
          key={field.key}
          label={field.label}
          placeholder={field.placeholder}
          options={metadata[field.key]}
          value={filters[field.key] ?? []}
          onChange={(values) => setFilters({ [field.key]: values.length > 0 ? values : undefined })}
          describe={FILTER_VALUE_NAMES[field.key]}
          knownValues={FILTER_KNOWN_VALUES[field.key]}
          testId={`filter-${field.key}`}
        />
      ))}
      <TrackingNumbersFilter
        value={trackingNumbersOf(filters.tracking)}
        unknown={metadata.unknownTrackingNumbers}
        onChange={(next) =>
          setFilters({ tracking: next && next.length > 0 ? writeTrackingParam(next) : undefined })
        }
      />
    </FilterBar>
  );
}
