import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '#app/components/page-header.tsx';
import { AnalyticsFilterBar } from '#app/features/analytics/analytics-filter-bar.tsx';
import {
  type AnalyticsSearch,
  toAnalyticsFilters,
} from '#app/features/analytics/analytics-search.ts';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import { ReportType } from '#gen/ratefiling/v1/intelligence_service_pb.ts';
import { DEFAULT_MAX_FILINGS, MAX_MAX_FILINGS } from './brief-filing-limits.ts';
import { BriefList } from './brief-list.tsx';
import { briefListQueryOptions, briefQueryOptions } from './brief-queries.ts';
import { BriefView } from './brief-view.tsx';

/** /brief-builder: choose a type, filters and a number of filings; create, list, reopen, delete. */
export function BriefBuilderPage({
  openId,
  onOpen,
}: {
  openId: string | undefined;
  onOpen: (id: string | undefined) => void;
}) {
  const rpc = useRpc();
  const queryClient = useQueryClient();
  const [reportType, setReportType] = useState<string>(String(ReportType.GENERIC));
  const [filters, setFilters] = useState<AnalyticsSearch>({});
  const [maxFilings, setMaxFilings] = useState<number | string>(DEFAULT_MAX_FILINGS);
  const { data: list } = useSuspenseQuery(briefListQueryOptions(rpc));
  const open = useQuery({ ...briefQueryOptions(rpc, openId ?? ''), enabled: Boolean(openId) });
  const create = useMutation({
    mutationFn: () =>
      rpc.intelligence.createIntelligenceBrief({
        reportType: Number(reportType) as ReportType,
        filters: {
          filters: toAnalyticsFilters(filters),
          maxFilings: Number(maxFilings) || DEFAULT_MAX_FILINGS,
        },
      }),
    onSuccess: async ({ brief }) => {
      if (brief) queryClient.setQueryData(briefQueryOptions(rpc, brief.id).queryKey, brief);
      await queryClient.invalidateQueries({ queryKey: briefListQueryOptions(rpc).queryKey });
      onOpen(brief?.id);
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => rpc.intelligence.deleteBrief({ id }),
    onSuccess: async (_, id) => {
      if (id === openId) onOpen(undefined);
      await queryClient.invalidateQueries({ queryKey: briefListQueryOptions(rpc).queryKey });
    },
  });
  return (
    <Stack gap="lg">
      <PageHeader
        title="Brief builder"
        description="Build intelligence briefs from the filings that matter."
      />
      <Paper withBorder p="md" radius="md">
        {/* Labels on one line, boxes on the next (the number's hint goes under its box). */}
        <Group align="flex-start" gap="md">
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Report type
            </Text>
            <SegmentedControl
              value={reportType}
              onChange={setReportType}
              data={[
                { value: String(ReportType.GENERIC), label: 'Generic' },
                { value: String(ReportType.OBJECTIONS), label: 'Objections' },
                { value: String(ReportType.NONE), label: 'Filings only' },
              ]}
              data-testid="brief-type"
            />
          </Stack>
          <NumberInput
            label="Filings to consider"
            description={`The largest by premium change, 1 to ${MAX_MAX_FILINGS}`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            min={1}
            max={MAX_MAX_FILINGS}
            clampBehavior="strict"
            allowDecimal={false}
            value={maxFilings}
            onChange={setMaxFilings}
            w={220}
            data-testid="brief-max"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} aria-hidden style={{ visibility: 'hidden' }}>
              &nbsp;
            </Text>
            <Button
              onClick={() => create.mutate()}
              loading={create.isPending}
              data-testid="brief-create"
            >
              Create brief
            </Button>
          </Stack>
        </Group>
      </Paper>
      <AnalyticsFilterBar
        search={filters}
        withMinFilings={false}
        lists={[
          'carriers',
          'states',
          'linesOfBusiness',
          'companies',
          'filingTypes',
          'dispositionStatuses',
        ]}
        onChange={(patch) => setFilters((prev) => ({ ...prev, ...patch }))}
      />
      {create.error ? <Alert color="red">{create.error.message}</Alert> : null}
      {remove.error ? <Alert color="red">{remove.error.message}</Alert> : null}
      <BriefList data={list} openId={openId} onOpen={onOpen} onDelete={(id) => remove.mutate(id)} />
      {open.error ? <Alert color="red">{open.error.message}</Alert> : null}
      {open.data ? <BriefView brief={open.data} /> : null}
    </Stack>
  );
}
