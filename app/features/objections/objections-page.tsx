import { Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ChoiceSelect } from '#app/components/filter-bar/choice-select.tsx';
import { DebouncedTextFilter } from '#app/components/filter-bar/debounced-text-filter.tsx';
import { PageHeader } from '#app/components/page-header.tsx';
import { UpdatingRegion } from '#app/components/updating-region.tsx';
import { AnalyticsFilterBar } from '#app/features/analytics/analytics-filter-bar.tsx';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import type { ObjectionsSearch } from '#app/lib/search/objections-search-schema.ts';
import { useShownSearch } from '#app/lib/use-shown-search.ts';
import { ObjectionList } from './objection-list.tsx';
import { ObjectionSummaryPanel } from './objection-summary-panel.tsx';
import { ObjectionThreadDrawer } from './objection-thread-drawer.tsx';
import { objectionListQueryOptions, objectionSummaryQueryOptions } from './objections-queries.ts';

/** /objections: letters under the common filters plus reviewer, theme and words; themes; threads. */
export function ObjectionsPage({
  search,
  onChange,
}: {
  search: ObjectionsSearch;
  onChange: (patch: Partial<ObjectionsSearch>) => void;
}) {
  const rpc = useRpc();
  // The filters show the URL at once; the figures follow when their answer arrives.
  const shown = useShownSearch(search);
  const { data: summary } = useSuspenseQuery(objectionSummaryQueryOptions(rpc, shown.search));
  const { data: list } = useSuspenseQuery(objectionListQueryOptions(rpc, shown.search));
  const change = (patch: Partial<ObjectionsSearch>) => onChange({ ...patch, page: undefined });
  const themes = (summary?.themes ?? []).map((t) => t.theme);
  if (search.theme && !themes.includes(search.theme)) themes.unshift(search.theme);
  return (
    <Stack gap="lg">
      <PageHeader
        title="Objections"
        description="Objection letters from regulators, their themes, and draft replies."
      />
      <AnalyticsFilterBar
        view="objections"
        search={search}
        lists={['carriers', 'states', 'linesOfBusiness', 'companies', 'filingTypes']}
        onChange={change}
        extra={{
          activeCount: [search.reviewer, search.theme, search.query].filter(Boolean).length,
          cleared: { reviewer: undefined, theme: undefined, query: undefined },
          fields: (
            <>
              <DebouncedTextFilter
                label="Reviewer"
                placeholder="Any reviewer (name or alternative name)"
                value={search.reviewer}
                onCommit={(reviewer) => change({ reviewer })}
                testId="objections-reviewer"
              />
              <ChoiceSelect
                label="Theme"
                placeholder="Any theme"
                data={themes.map((theme) => ({ value: theme, label: theme }))}
                value={search.theme ?? null}
                onChange={(theme) => change({ theme: theme ?? undefined })}
                clearable
                searchable
                comboboxProps={{ withinPortal: true }}
                data-testid="objections-theme"
              />
              <DebouncedTextFilter
                label="Words in the letters"
                placeholder="e.g. histogram"
                value={search.query}
                onCommit={(query) => change({ query })}
                testId="objections-query"
              />
            </>
          ),
        }}
      />
      <UpdatingRegion updating={shown.updating} gap="lg">
        {summary ? (
          <ObjectionSummaryPanel summary={summary} onTheme={(theme) => change({ theme })} />
        ) : null}
        <ObjectionList
          data={list}
          page={shown.search.page ?? 1}
          onPage={(page) => onChange({ page })}
          onThread={(thread) => onChange({ thread })}
        />
      </UpdatingRegion>
      <ObjectionThreadDrawer
        trackingNumber={search.thread}
        onClose={() => onChange({ thread: undefined })}
      />
    </Stack>
  );
}
