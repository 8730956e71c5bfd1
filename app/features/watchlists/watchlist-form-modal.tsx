import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FILLED_BUTTON_COLOR } from '#app/components/data-table/readable-colors.ts';
import type { FilingFiltersInit } from '#app/features/filings/filings-request.ts';
import { useActiveOrganization } from '#app/features/team/use-active-organization.ts';
import { errorDisplayMessage } from '#app/lib/errors/error-display-message.ts';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import { ItemVisibility } from '#gen/ratefiling/v1/sharing_pb.ts';
import { type Watchlist, WatchlistSchedule } from '#gen/ratefiling/v1/watchlist_service_pb.ts';
import { describeFilters } from './describe-watchlist.ts';
import { WATCHLISTS_QUERY_KEY } from './watchlists-queries.ts';

const SCHEDULE_CHOICES = [
  { value: String(WatchlistSchedule.IMMEDIATE), label: 'At once (an email per batch of matches)' },
  { value: String(WatchlistSchedule.DAILY), label: 'Daily digest (07:00 UTC)' },
  { value: String(WatchlistSchedule.WEEKLY), label: 'Weekly digest (Mondays, 07:00 UTC)' },
];

type Draft = {
  name: string;
  minRateImpact: number | string;
  minWrittenPremiumChange: number | string;
  minPolicyholders: number | string;
  statuses: string[];
  filingTypes: string[];
  schedule: string;
  share: boolean;
};

function draftOf(watchlist: Watchlist | undefined): Draft {
  const t = watchlist?.thresholds;
  return {
    name: watchlist?.name ?? '',
    minRateImpact: t?.minRateImpact ?? '',
    minWrittenPremiumChange: t?.minWrittenPremiumChange ?? '',
    minPolicyholders: t?.minPolicyholders ?? '',
    statuses: t?.statuses ?? [],
    filingTypes: t?.filingTypes ?? [],
    schedule: String(watchlist?.schedule ?? WatchlistSchedule.DAILY),
    share: watchlist?.sharing?.visibility === ItemVisibility.ORGANIZATION,
  };
}

const numberOrUndefined = (value: number | string) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * Creates a watchlist from filters (`filters`), or edits one (`watchlist`): name, thresholds,
 * schedule and sharing.
 */
export function WatchlistFormModal({
  opened,
  onClose,
  filters,
  watchlist,
}: {
  opened: boolean;
  onClose: () => void;
  filters?: FilingFiltersInit;
  watchlist?: Watchlist;
}) {
  const rpc = useRpc();
  const queryClient = useQueryClient();
  const organization = useActiveOrganization();
  const [draft, setDraft] = useState<Draft>(() => draftOf(watchlist));
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const save = useMutation({
    mutationFn: async () => {
      const input = {
        name: draft.name.trim(),
        filters: watchlist?.filters ?? filters ?? {},
        thresholds: {
          minRateImpact: numberOrUndefined(draft.minRateImpact),
          minWrittenPremiumChange: numberOrUndefined(draft.minWrittenPremiumChange),
          minPolicyholders: numberOrUndefined(draft.minPolicyholders),
          statuses: draft.statuses,
          filingTypes: draft.filingTypes,
        },
        schedule: Number(draft.schedule) as WatchlistSchedule,
        visibility: draft.share ? ItemVisibility.ORGANIZATION : ItemVisibility.PRIVATE,
      };
      if (watchlist) return rpc.watchlists.updateWatchlist({ id: watchlist.id, watchlist: input });
      return rpc.watchlists.createWatchlist({ watchlist: input });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: WATCHLISTS_QUERY_KEY });
      notifications.show({
        color: 'teal',
        title: watchlist ? 'Watchlist saved' : 'Watchlist created',
        message: `“${draft.name.trim()}” will tell you when matching filings are added or change.`,
      });
      if (!watchlist) setDraft(draftOf(undefined));
      onClose();
    },
    onError: (cause) => setError(errorDisplayMessage(cause)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.name.trim().length === 0) return setError('Give the watchlist a name.');
    setError(null);
    save.mutate();
  };
  const filterSummary = describeFilters(
    watchlist?.filters ?? (filters as Watchlist['filters'] | undefined),
  );
  const canShare = organization !== null && (!watchlist || watchlist.sharing?.ownedByCaller);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={watchlist ? `Edit “${watchlist.name}”` : 'Watch these filters'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Name"
            value={draft.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            maxLength={100}
            required
            data-autofocus
            error={error}
          />
          <Text size="sm" c="dimmed">
            Filters: {filterSummary.length > 0 ? filterSummary.join('; ') : 'every filing'}
          </Text>
          <Text size="sm" fw={500}>
            Notify when a matching filing meets any of these (leave them empty for every matching
            filing)
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NumberInput
              label="Rate impact (%)"
              description="At least this, up or down: the filing's overall rate impact"
              inputWrapperOrder={['label', 'input', 'description']}
              min={0}
              decimalScale={2}
              value={draft.minRateImpact}
              onChange={(v) => set('minRateImpact', v)}
            />
            <NumberInput
              label="Premium change (%)"
              description="At least this, up or down: written premium change ÷ written premium for the program"
              inputWrapperOrder={['label', 'input', 'description']}
              min={0}
              decimalScale={2}
              value={draft.minWrittenPremiumChange}
              onChange={(v) => set('minWrittenPremiumChange', v)}
            />
            <NumberInput
              label="Policyholders affected"
              description="At least this many, all companies of the filing"
              inputWrapperOrder={['label', 'input', 'description']}
              min={0}
              allowDecimal={false}
              thousandSeparator=","
              value={draft.minPolicyholders}
              onChange={(v) => set('minPolicyholders', v)}
            />
          </SimpleGrid>
          <TagsInput
            label="Only these statuses"
            description="Press Enter after each, e.g. Approved, Filed"
            value={draft.statuses}
            onChange={(v) => set('statuses', v)}
            data={['Approved', 'Filed', 'Pending', 'Disapproved', 'Withdrawn']}
          />
          <TagsInput
            label="Only these filing types"
            value={draft.filingTypes}
            onChange={(v) => set('filingTypes', v)}
            data={['Rate', 'Rule', 'Rate/Rule', 'Form', 'Form/Rate/Rule']}
          />
          <Select
            label="Email"
            data={SCHEDULE_CHOICES}
            value={draft.schedule}
            onChange={(v) => set('schedule', v ?? String(WatchlistSchedule.DAILY))}
            allowDeselect={false}
          />
          {canShare ? (
            <Switch
              label={`Share with ${organization?.name ?? 'my organization'}`}
              checked={draft.share}
              onChange={(e) => set('share', e.currentTarget.checked)}
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending} color={FILLED_BUTTON_COLOR}>
              {watchlist ? 'Save' : 'Create watchlist'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
