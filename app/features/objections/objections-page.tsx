import { Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PageHeader } from '#app/components/page-header.tsx';
import { AnalyticsFilterBar } from '#app/features/analytics/analytics-filter-bar.tsx';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import type { ObjectionsSearch } from '#app/lib/search/objections-search-schema.ts';
import { ObjectionList } from './objection-list.tsx';
import { ObjectionSummaryPanel } from './objection-summary-panel.tsx';
import { ObjectionThreadDrawer } from './objection-thread-drawer.tsx';
import { objectionListQueryOptions, objectionSummaryQueryOptions } from './objections-queries.ts';

/** A text box committed to the URL on Enter or when it loses focus. */
function CommitInput({
  label,
  placeholder,
  value,
  onCommit,
  testId,
}: {
  label: string;
  placeholder: string;
  value: string | undefined;
  onCommit: (v: string | undefined) => void;
  testId: string;
}) {
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  const commit = () => {
    const next = draft.trim() || undefined;
    if (next !== value) onCommit(next);
  };
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={draft}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      data-testid={testId}
      style={{ flex: 1, minWidth: 200 }}
    />
  );
}

/** /objections: letters under the common filters plus reviewer, theme and words; themes; threads. */
export function ObjectionsPage({
  search,
  onChange,
}: {
  search: ObjectionsSearch;
  onChange: (patch: Partial<ObjectionsSearch>) => void;
}) {
  const rpc = useRpc();
  const { data: summary } = useSuspenseQuery(objectionSummaryQueryOptions(rpc, search));
  const { data: list } = useSuspenseQuery(objectionListQueryOptions(rpc, search));
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
        search={search}
        lists={['carriers', 'states', 'linesOfBusiness', 'companies', 'filingTypes']}
        onChange={change}
      />
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" gap="sm">
          <CommitInput
            label="Reviewer"
            placeholder="Any reviewer (name or alternative name)"
            value={search.reviewer}
            onCommit={(reviewer) => change({ reviewer })}
            testId="objections-reviewer"
          />
          <Select
            label="Theme"
            placeholder="Any theme"
            data={themes}
            value={search.theme ?? null}
            onChange={(theme) => change({ theme: theme ?? undefined })}
            clearable
            searchable
            style={{ flex: 1, minWidth: 240 }}
            data-testid="objections-theme"
          />
          <CommitInput
            label="Words in the letters"
            placeholder="e.g. histogram"
            value={search.query}
            onCommit={(query) => change({ query })}
            testId="objections-query"
          />
        </Group>
      </Paper>
      {summary ? (
        <ObjectionSummaryPanel summary={summary} onTheme={(theme) => change({ theme })} />
      ) : null}
      <ObjectionList
        data={list}
        page={search.page ?? 1}
        onPage={(page) => onChange({ page })}
        onThread={(thread) => onChange({ thread })}
      />
      <ObjectionThreadDrawer
        trackingNumber={search.thread}
        onClose={() => onChange({ thread: undefined })}
      />
    </Stack>
  );
}
