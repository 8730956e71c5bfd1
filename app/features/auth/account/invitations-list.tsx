import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { authClient } from '#app/lib/auth/auth-client.ts';

type Invitation = {
  id: string;
  organizationName?: string;
  organizationId: string;
  role: string | null;
  status: string;
};

/** Invitations addressed to the signed-in user's email, to accept. */
export function InvitationsList({ onAccepted }: { onAccepted: () => Promise<void> }) {
  const [invitations, setInvitations] = useState<Invitation[]>([]);

  const load = useCallback(async () => {
    const { data } = await authClient.organization.listUserInvitations();
    setInvitations(
      ((data ?? []) as Invitation[]).filter((invitation) => invitation.status === 'pending'),
    );
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  if (invitations.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        Invitations for you
      </Title>
      {invitations.map((invitation) => (
        <Group key={invitation.id} justify="space-between">
          <Text size="sm">
            {invitation.organizationName ?? invitation.organizationId} as{' '}
            {invitation.role ?? 'member'}
          </Text>
          <Button
            size="xs"
            onClick={async () => {
              await authClient.organization.acceptInvitation({ invitationId: invitation.id });
              await load();
              await onAccepted();
            }}
          >
            Accept
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
