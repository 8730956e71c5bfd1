import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorDisplayMessage } from '#app/lib/errors/error-display-message.ts';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import { SAVED_VIEWS_QUERY_KEY } from './saved-views-queries.ts';

/** Asks before deleting a saved view; deletes it on confirmation. */
export function DeleteSavedViewModal({
  filter,
  onClose,
}: {
  filter: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const rpc = useRpc();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) => rpc.savedFilters.deleteSavedFilter({ id }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SAVED_VIEWS_QUERY_KEY });
      notifications.show({ title: 'View deleted', message: `“${filter?.name}” was deleted.` });
      onClose();
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: 'Could not delete the view',
        message: errorDisplayMessage(error),
      }),
  });

  return (
    <Modal opened={filter !== null} onClose={onClose} title="Delete saved view?">
      <Text>
        Delete “{filter?.name}”? The data stays; only the saved view goes. This cannot be undone.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          color="red.8"
          loading={remove.isPending}
          onClick={() => filter && remove.mutate(filter.id)}
        >
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
