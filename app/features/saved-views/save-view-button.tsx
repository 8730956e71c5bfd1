import { Code } from '@connectrpc/connect';
import { Button, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { FILLED_BUTTON_COLOR } from '#app/components/data-table/readable-colors.ts';
import { TEAM_QUERY_KEY } from '#app/features/team/team-queries.ts';
import { useActiveOrganization } from '#app/features/team/use-active-organization.ts';
import { errorDisplayMessage } from '#app/lib/errors/error-display-message.ts';
import { isConnectError } from '#app/lib/errors/is-connect-error.ts';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import { SortDirection } from '#gen/ratefiling/v1/common_pb.ts';
import { ItemVisibility } from '#gen/ratefiling/v1/sharing_pb.ts';
import { type SavedViewTarget, viewSearchString } from './saved-view-target.ts';
import { SAVED_VIEWS_QUERY_KEY } from './saved-views-queries.ts';

const MAX_NAME_LENGTH = 100;

/** "Save view": names the page's current filters, sort and columns and stores them. */
export function SaveViewButton({ target }: { target: SavedViewTarget }) {
  const rpc = useRpc();
  const router = useRouter();
  const queryClient = useQueryClient();
  const location = useRouterState({ select: (state) => state.location.search });
  const [opened, { open, close }] = useDisclosure(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const organization = useActiveOrganization();
  const [share, setShare] = useState(false);
  const save = useMutation({
    mutationFn: (trimmed: string) =>
      rpc.savedFilters.createSavedFilter({
        name: trimmed,
        page: target.page,
        filters: target.filters,
        sort: target.sort && {
          field: target.sort.field,
          direction: target.sort.ascending ? SortDirection.ASCENDING : SortDirection.DESCENDING,
        },
        columns: target.columns ?? [],
        search: viewSearchString(location, router.options.stringifySearch),
        visibility: share && organization ? ItemVisibility.ORGANIZATION : ItemVisibility.PRIVATE,
      }),
    onSuccess: async (_response, trimmed) => {
      await queryClient.invalidateQueries({ queryKey: SAVED_VIEWS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY });
      notifications.show({ color: 'teal', title: 'View saved', message: `Saved as “${trimmed}”.` });
      setName('');
      close();
    },
    onError: (cause, trimmed) => {
      setError(
        isConnectError(cause) && cause.code === Code.AlreadyExists
          ? `You already have a view named “${trimmed}”.`
          : errorDisplayMessage(cause),
      );
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length === 0) return setError('Give the view a name.');
    setError(null);
    save.mutate(trimmed);
  };

  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconDeviceFloppy size={16} aria-hidden />}
        onClick={open}
      >
        Save view
      </Button>
      <Modal opened={opened} onClose={close} title="Save the current view">
        <form onSubmit={submit}>
          <Stack>
            <Text size="sm" c="dimmed">
              The view keeps this page’s filters, sort and columns; open it from “Saved views”.
            </Text>
            <TextInput
              label="Name"
              placeholder="e.g. Texas auto increases"
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              maxLength={MAX_NAME_LENGTH}
              error={error}
              data-autofocus
              required
            />
            {organization ? (
              <Switch
                label="Share with organization"
                description={`Members of ${organization.name} can open it.`}
                checked={share}
                onChange={(event) => setShare(event.currentTarget.checked)}
              />
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" color={FILLED_BUTTON_COLOR} loading={save.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
