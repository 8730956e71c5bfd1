import {
  Button,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import {
  MemberRow,
  memberLabel,
  type OrganizationMember,
} from '#app/features/auth/account/member-row.tsx';
import { ReverifyModal } from '#app/features/auth/account/reverify-modal.tsx';
import { type ActionStatus, StatusAlert } from '#app/features/auth/account/status-alert.tsx';
import { useReverify } from '#app/features/auth/account/use-reverify.ts';
import { authClient } from '#app/lib/auth/auth-client.ts';
import { authErrorMessage } from '#app/lib/auth/auth-error-message.ts';

type Invitation = { id: string; email: string; role: string | null; status: string };

const ROLES = ['member', 'admin'];

/**
 * The active organization's members and pending invitations. Admins change roles, remove
 * members and invite people; members only see the list. The sign-in api enforces the same
 * (organization plugin with the roles of server/auth/auth-roles.ts) and asks for a fresh
 * sign-in for each of these changes.
 */
export function TeamMembersCard({
  organizationId,
  organizationName,
  isAdmin,
  currentUserId,
  withCode,
}: {
  organizationId: string;
  organizationName: string;
  isAdmin: boolean;
  currentUserId: string;
  withCode: boolean;
}) {
  const router = useRouter();
  const reverifier = useReverify();
  const [members, setMembers] = useState<OrganizationMember[]>([]);
  const [invitations, setInvitations] = useState<Invitation[]>([]);
  const [status, setStatus] = useState<ActionStatus | null>(null);
  const [removing, setRemoving] = useState<OrganizationMember | null>(null);

  const load = useCallback(async () => {
    const full = await authClient.organization.getFullOrganization({ query: { organizationId } });
    setMembers((full.data?.members ?? []) as OrganizationMember[]);
    const pending = ((full.data?.invitations ?? []) as Invitation[]).filter(
      (invitation) => invitation.status === 'pending',
    );
    setInvitations(pending);
  }, [organizationId]);

  useEffect(() => {
    void load();
  }, [load]);

  async function act(run: () => Promise<{ error: { code?: string } | null }>, done: string) {
    const { error } = await reverifier.run(run);
    if (error) return setStatus({ ok: false, text: authErrorMessage(error) });
    setStatus({ ok: true, text: done });
    await load();
    await router.invalidate();
  }

  async function removeMember(member: OrganizationMember) {
    setRemoving(null);
    await act(
      () => authClient.organization.removeMember({ memberIdOrEmail: member.id, organizationId }),
      `${memberLabel(member)} was removed.`,
    );
  }

  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const email = String(form.get('email') ?? '').trim();
    const role = form.get('role') === 'admin' ? 'admin' : 'member';
    if (!email) return setStatus({ ok: false, text: 'Give an email address to invite.' });
    await act(
      () => authClient.organization.inviteMember({ email, role, organizationId }),
      `Invitation sent to ${email}.`,
    );
    formElement.reset();
  }

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Title order={2} fz="lg">
          Members of {organizationName}
        </Title>
        <StatusAlert status={status} />
        <Table aria-label={`Members of ${organizationName}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Member</Table.Th>
              <Table.Th w={1}>Role</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.map((member) => {
              const self = member.userId === currentUserId;
              const manage = isAdmin && !self;
              return (
                <MemberRow
                  key={member.id}
                  testId="team-member"
                  member={member}
                  role={
                    manage ? (
                      <Group gap={6} wrap="nowrap">
                        <Select
                          aria-label={`Role of ${memberLabel(member)}`}
                          data={ROLES}
                          value={member.role}
                          allowDeselect={false}
                          w={100}
                          size="xs"
                          onChange={(role) => {
                            if (!role || role === member.role) return;
                            void act(
                              () =>
                                authClient.organization.updateMemberRole({
                                  memberId: member.id,
                                  role: role === 'admin' ? 'admin' : 'member',
                                  organizationId,
                                }),
                              `${memberLabel(member)} is now ${role}.`,
                            );
                          }}
                        />
                        <Button
                          size="compact-xs"
                          variant="default"
                          onClick={() => setRemoving(member)}
                          aria-label={`Remove ${memberLabel(member)}`}
                        >
                          Remove
                        </Button>
                      </Group>
                    ) : (
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {member.role}
                        {self ? ' (you)' : ''}
                      </Text>
                    )
                  }
                />
              );
            })}
          </Table.Tbody>
        </Table>
        <Modal
          opened={removing !== null}
          onClose={() => setRemoving(null)}
          title={`Remove ${removing ? memberLabel(removing) : ''}?`}
          closeButtonProps={{ 'aria-label': 'Close' }}
        >
          <Stack>
            <Text size="sm">
              They lose access to what is shared with {organizationName}; what they shared stays.
              You can invite them again.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRemoving(null)}>
                Cancel
              </Button>
              <Button color="red.8" onClick={() => removing && void removeMember(removing)}>
                Remove
              </Button>
            </Group>
          </Stack>
        </Modal>
        {isAdmin && invitations.length > 0 ? (
          <Stack gap={4}>
            <Title order={3} fz="md">
              Pending invitations
            </Title>
            {invitations.map((invitation) => (
              <Text size="sm" key={invitation.id}>
                {invitation.email} as {invitation.role ?? 'member'}
              </Text>
            ))}
          </Stack>
        ) : null}
        {isAdmin ? (
          <form onSubmit={invite} noValidate>
            <Group align="end">
              <TextInput name="email" type="email" label="Invite by email" required />
              <Select
                name="role"
                label="Role"
                data={ROLES}
                defaultValue="member"
                allowDeselect={false}
                w={120}
              />
              <Button type="submit" variant="light">
                Invite
              </Button>
            </Group>
          </form>
        ) : (
          <Text size="sm" c="dimmed">
            Admins of {organizationName} invite, remove and change the roles of members.
          </Text>
        )}
      </Stack>
      <ReverifyModal reverifier={reverifier} withCode={withCode} />
    </Paper>
  );
}
