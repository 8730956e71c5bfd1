import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isWholeTrackingNumber } from '#app/components/command-palette/palette-actions.ts';
import { readableWarningText } from '#app/components/data-table/readable-colors.ts';
import { PageHeader } from '#app/components/page-header.tsx';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import type { DiffSearch } from '#app/lib/search/diff-search-schema.ts';
import { DiffExports } from './diff-exports.tsx';
import { diffQueryOptions } from './diff-queries.ts';
import { DiffReportPanel } from './diff-report-panel.tsx';
import { TrackingNumberPicker } from './tracking-number-picker.tsx';

/** /diff: two filings picked by tracking number (in the URL), compared B against A. */
export function DiffPage({
  search,
  onChange,
}: {
  search: DiffSearch;
  onChange: (next: DiffSearch) => void;
}) {
  const rpc = useRpc();
  const [a, setA] = useState(search.a ?? '');
  const [b, setB] = useState(search.b ?? '');
  useEffect(() => setA(search.a ?? ''), [search.a]);
  useEffect(() => setB(search.b ?? ''), [search.b]);
  const submit = () =>
    onChange({ a: a.trim().toUpperCase() || undefined, b: b.trim().toUpperCase() || undefined });
  const ready = Boolean(search.a && search.b);
  // B's suggestions follow A as soon as A holds a whole tracking number (picked or typed).
  const typedA = a.trim().toUpperCase();
  const programAnchor = isWholeTrackingNumber(typedA) ? typedA : search.a;
  const diff = useQuery({
    ...diffQueryOptions(rpc, search.a ?? '', search.b ?? ''),
    enabled: ready,
  });
  return (
    <Stack gap="lg">
      <PageHeader title="Filing diff" description="Compare two filings side by side." />
      <Paper
        withBorder
        p="md"
        radius="md"
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Group align="flex-end" gap="sm">
          <TrackingNumberPicker
            label="Filing A"
            value={a}
            onChange={setA}
            onSubmit={submit}
            sameProgramAs={search.b ? { label: 'B', trackingNumber: search.b } : undefined}
            testId="diff-a"
          />
          <Button
            variant="subtle"
            aria-label="Swap A and B"
            onClick={() => onChange({ a: search.b, b: search.a })}
          >
            <IconArrowsExchange size={18} />
          </Button>
          <TrackingNumberPicker
            label="Filing B"
            value={b}
            onChange={setB}
            onSubmit={submit}
            sameProgramAs={
              programAnchor ? { label: 'A', trackingNumber: programAnchor } : undefined
            }
            testId="diff-b"
          />
          <Button type="submit" data-testid="diff-compare">
            Compare
          </Button>
        </Group>
      </Paper>
      {!ready ? (
        <Text c="dimmed">
          Pick two filings to compare them. The link of the page shares the comparison.
        </Text>
      ) : null}
      {diff.isPending && ready ? <Text c="dimmed">Comparing…</Text> : null}
      {diff.error ? <Alert color="red">{diff.error.message}</Alert> : null}
      {diff.data?.errorMessage ? (
        <Alert color="red" title="No comparison" data-testid="diff-error">
          {diff.data.errorMessage}
        </Alert>
      ) : null}
      {diff.data?.warnings.map((w) => (
        <Alert
          key={w}
          color="yellow"
          title="Check before comparing"
          styles={{ title: { color: readableWarningText('yellow') } }}
          data-testid="diff-warning"
        >
          {w}
        </Alert>
      ))}
      {diff.data?.report ? (
        <>
          <DiffExports
            name={`diff-${search.a}-${search.b}`}
            csv={diff.data.csv}
            markdown={diff.data.markdown}
          />
          <DiffReportPanel report={diff.data.report} />
        </>
      ) : null}
    </Stack>
  );
}
