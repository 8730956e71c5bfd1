import { Code } from '@connectrpc/connect';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FILLED_BUTTON_COLOR } from '#app/components/data-table/readable-colors.ts';
import { errorDisplayMessage } from '#app/lib/errors/error-display-message.ts';
import { isConnectError } from '#app/lib/errors/is-connect-error.ts';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import { activeFilterKeys, type FilingsFilterSearch, searchToFilters } from './filings-request.ts';
import { SAVED_FILTERS_QUERY_KEY } from './saved-filters-queries.ts';

const MAX_NAME_LENGTH = 100;

/** "Save filter": names the current filters and stores them for the signed-in user. */
export function SaveFilterButton({ filters }: { filters: FilingsFilterSearch }) {
  const rpc = useRpc();
  const queryClient = useQueryClient();
  const [opened, { open, close }] = useDisclosure(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (trimmed: string) =>
      rpc.savedFilters.createSavedFilter({ name: trimmed, filters: searchToFilters(filters) }),
    onSuccess: async (_response, trimmed) => {
      await queryClient.invalidateQueries({ queryKey: SAVED_FILTERS_QUERY_KEY });
      notifications.show({
        color: 'teal',
        title: 'Filter saved',
        message: `Saved as “${trimmed}”.`,
      });
      setName('');
      close();
    },
    onError: (cause, trimmed) => {
      setError(
        isConnectError(cause) && cause.code === Code.AlreadyExists
          ? `You already have a filter named “${trimmed}”.`
          : errorDisplayMessage(cause),
      );
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length === 0) return setError('Give the filter a name.');
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
        disabled={activeFilterKeys(filters).length === 0}
      >
        Save filter
      </Button>
      <Modal opened={opened} onClose={close} title="Save the current filter">
        <form onSubmit={submit}>
          <Stack>
            <Text size="sm" c="dimmed">
              The filter keeps the date range and every list filter; the sort and page do not.
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
