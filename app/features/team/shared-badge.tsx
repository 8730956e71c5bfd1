import { Badge, Group, Text } from '@mantine/core';
import { type ItemSharing, ItemVisibility } from '#gen/ratefiling/v1/sharing_pb.ts';

/** "Shared" on an item shared with the organization, with its owner's name when not the caller's. */
export function SharedBadge({ sharing }: { sharing: ItemSharing | undefined }) {
  if (!sharing || sharing.visibility !== ItemVisibility.ORGANIZATION) return null;
  return (
    <Group gap={4} wrap="nowrap" component="span">
      <Badge size="xs" variant="light" color="grape">
        Shared
      </Badge>
      {sharing.ownedByCaller ? null : (
        <Text component="span" size="xs" c="dimmed" data-testid="shared-owner">
          by {sharing.ownerName || 'a teammate'}
        </Text>
      )}
    </Group>
  );
}
