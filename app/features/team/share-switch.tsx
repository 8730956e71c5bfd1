import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { errorDisplayMessage } from '#app/lib/errors/error-display-message.ts';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import { type ItemSharing, ItemVisibility } from '#gen/ratefiling/v1/sharing_pb.ts';
import type { SharedItemType } from '#gen/ratefiling/v1/team_service_pb.ts';
import { TEAM_QUERY_KEY } from './team-queries.ts';
import { useActiveOrganization } from './use-active-organization.ts';

/**
 * "Share with organization" for the caller's own saved view or brief: on shares it with the
 * active organization, off makes it private again. Hidden for other people's items and without
 * an active organization (the server refuses those anyway).
 */
export function ShareSwitch({
  itemType,
  id,
  name,
  sharing,
  invalidate,
  size = 'sm',
  compact = false,
}: {
  itemType: SharedItemType;
  id: string;
  name: string;
  sharing: ItemSharing | undefined;
  /** The lists to refresh after a change (the team queries always are). */
  invalidate: QueryKey[];
  size?: 'xs' | 'sm';
  /** Only the switch, its label for assistive technology. */
  compact?: boolean;
}) {
  const rpc = useRpc();
  const queryClient = useQueryClient();
  const organization = useActiveOrganization();
  const shared = sharing?.visibility === ItemVisibility.ORGANIZATION;
  const change = useMutation({
    mutationFn: (share: boolean) =>
      rpc.team.setItemVisibility({
        itemType,
        id,
        visibility: share ? ItemVisibility.ORGANIZATION : ItemVisibility.PRIVATE,
      }),
    onSuccess: async (_response, share) => {
      await Promise.all(
        [...invalidate, TEAM_QUERY_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      notifications.show({
        color: 'teal',
        message: share
          ? `“${name}” is shared with ${organization?.name ?? 'your organization'}.`
          : `“${name}” is private again.`,
      });
    },
    onError: (cause) =>
      notifications.show({
        color: 'red',
        title: 'Not changed',
        message: errorDisplayMessage(cause),
      }),
  });
  if (!sharing?.ownedByCaller || (!organization && !shared)) return null;
  const label = compact ? undefined : 'Share with organization';
  return (
    <Switch
      size={size}
      label={label}
      aria-label={compact ? `Share ${name} with organization` : undefined}
      checked={shared}
      disabled={change.isPending || (!organization && !shared)}
      onChange={(event) => change.mutate(event.currentTarget.checked)}
      data-testid="share-switch"
    />
  );
}
