import { useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import { ChoiceSelect } from '#app/components/filter-bar/choice-select.tsx';
import { DATE_RANGE_LABELS } from '#app/components/filter-bar/date-basis-select.tsx';
import { DateRangeFilter } from '#app/components/filter-bar/date-range-filter.tsx';
import { partialDateToIso } from '#app/components/filter-bar/date-range-value.ts';
import { FilterBar } from '#app/components/filter-bar/filter-bar.tsx';
import { FilterMultiSelect } from '#app/components/filter-bar/filter-multi-select.tsx';
import { rankedFilter } from '#app/components/filter-bar/filter-option-match.ts';
import {
  FILING_LIST_FILTERS,
  FILTER_KNOWN_VALUES,
  FILTER_VALUE_NAMES,
  type FilingListFilterKey,
} from '#app/features/filings/filing-filter-fields.ts';
import { filingsMetadataQueryOptions } from '#app/features/filings/filings-queries.ts';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import type { SavedViewPage } from '#contract/filings/saved-view-pages.ts';
import { AnalyticsScopeFields } from './analytics-scope-fields.tsx';
import { type AnalyticsSearch, analyticsScope, toAnalyticsFilters } from './analytics-search.ts';
import { PopulationChip } from './population-chip.tsx';

/** A single-value filter of an analytics page and the metadata list its choices come from. */
const SINGLE_FIELDS = {
  state: { label: 'State', placeholder: 'All states', list: 'states' },
  lineOfBusiness: { label: 'Line of business', placeholder: 'All lines', list: 'linesOfBusiness' },
  carrier: { label: 'Carrier', placeholder: 'Choose a carrier', list: 'carriers' },
} as const satisfies Record<
  string,
  { label: string; placeholder: string; list: FilingListFilterKey }
>;
export type SingleFilterKey = keyof typeof SINGLE_FIELDS;

/**
 * The filters of an analytics page: the date range, the page's single-value filters and its
 * multi-value lists, with choices and counts from the filings api (the same as /filings).
 * Every change goes to the URL through `onChange`.
 */
export function AnalyticsFilterBar({
  search,
  singles = [],
  lists,
  withMinFilings = true,
  onChange,
  extra,
  view,
}: {
  search: AnalyticsSearch;
  singles?: SingleFilterKey[];
  lists: FilingListFilterKey[];
  /** The page shows top lists: offer their minimum of filings. */
  withMinFilings?: boolean;
  onChange: (patch: Partial<AnalyticsSearch>, replace?: boolean) => void;
  /** A page's own fields (after the common ones), counted and cleared with them. */
  extra?: { fields: ReactNode; activeCount: number; cleared: Readonly<Record<string, undefined>> };
  /** The page whose saved views the bar saves and opens. */
  view?: SavedViewPage;
}) {
  const rpc = useRpc();
  // The choices for the filters as they were until the new ones arrive (see FilingsFilterBar):
  // suspending here replaced the bar and took the focus from the field just used.
  const { data: metadata } = useSuspenseQuery(
    filingsMetadataQueryOptions(rpc, toAnalyticsFilters(useDeferredValue(search))),
  );
  const active =
    (search.startDate || search.endDate ? 1 : 0) +
    (search.population ? 1 : 0) +
    (search.dateBasis ? 1 : 0) +
    (search.minFilings ? 1 : 0) +
    singles.filter((key) => search[key]).length +
    lists.filter((key) => (search[key]?.length ?? 0) > 0).length +
    (extra?.activeCount ?? 0);
  const clear = () => {
    const patch: Partial<AnalyticsSearch> = {
      startDate: undefined,
      endDate: undefined,
      population: undefined,
      dateBasis: undefined,
      minFilings: undefined,
    };
    for (const key of singles) patch[key] = undefined;
    for (const key of lists) patch[key] = undefined;
    onChange({ ...extra?.cleared, ...patch });
  };
  return (
    <FilterBar
      activeCount={active}
      onClear={clear}
      actions={<PopulationChip {...analyticsScope(search)} />}
      view={view ? { page: view, filters: toAnalyticsFilters(search) } : undefined}
    >
      {singles.map((key) => {
        const field = SINGLE_FIELDS[key];
        const value = search[key];
        const values = metadata[field.list].map((o) => o.value);
        if (value && !values.includes(value)) values.unshift(value);
        const name = FILTER_VALUE_NAMES[field.list];
        const data = values.map((v) => ({ value: v, label: name?.(v) ? `${v} · ${name(v)}` : v }));
        return (
          <ChoiceSelect
            key={key}
            label={field.label}
            placeholder={field.placeholder}
            data={data}
            value={value ?? null}
            onChange={(next) => onChange({ [key]: next ?? undefined })}
            searchable
            clearable
            filter={rankedFilter}
            selectFirstOptionOnChange
            nothingFoundMessage="No match"
            comboboxProps={{ withinPortal: true }}
            data-testid={`filter-${key}`}
          />
        );
      })}
      <AnalyticsScopeFields search={search} withMinFilings={withMinFilings} onChange={onChange} />
      <DateRangeFilter
        label={DATE_RANGE_LABELS[search.dateBasis ?? 'effective']}
        start={search.startDate}
        end={search.endDate}
        defaultDate={partialDateToIso(metadata.latestDate, 'end') ?? undefined}
        onChange={(startDate, endDate) => onChange({ startDate, endDate })}
      />
      {FILING_LIST_FILTERS.filter((f) => lists.includes(f.key)).map((field) => (
        <FilterMultiSelect
          key={field.key}
          label={field.label}
          placeholder={field.placeholder}
          options={metadata[field.key]}
          value={search[field.key] ?? []}
          onChange={(values) => onChange({ [field.key]: values.length > 0 ? values : undefined })}
          describe={FILTER_VALUE_NAMES[field.key]}
          knownValues={FILTER_KNOWN_VALUES[field.key]}
          testId={`filter-${field.key}`}
        />
      ))}
      {extra?.fields}
    </FilterBar>
  );
}
