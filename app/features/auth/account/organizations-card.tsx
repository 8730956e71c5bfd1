import {
  Badge,
  Button,
  Group,
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
import { authClient } from '#app/lib/auth/auth-client.ts';
import { authErrorMessage } from '#app/lib/auth/auth-error-message.ts';
import { InvitationsList } from './invitations-list.tsx';
import { MemberRow, type OrganizationMember } from './member-row.tsx';
import { ReverifyModal } from './reverify-modal.tsx';
import { type ActionStatus, StatusAlert } from './status-alert.tsx';
import { useReverify } from './use-reverify.ts';

type Organization = { id: string; name: string };

function slugify(name: string): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'org';
  return `${base}-${crypto.randomUUID().slice(0, 6)}`;
}

/** Organizations: create, switch the active one, its members and roles, invite by email. */
export function OrganizationsCard({
  activeId,
  withCode,
}: {
  activeId: string | null;
  withCode: boolean;
}) {
  const router = useRouter();
  const [organizations, setOrganizations] = useState<Organization[]>([]);
  const [members, setMembers] = useState<OrganizationMember[]>([]);
  const [status, setStatus] = useState<ActionStatus | null>(null);
  const reverifier = useReverify();

  const load = useCallback(async () => {
    const list = await authClient.organization.list();
    setOrganizations((list.data ?? []).map(({ id, name }) => ({ id, name })));
    if (!activeId) return setMembers([]);
    const full = await authClient.organization.getFullOrganization({
      query: { organizationId: activeId },
    });
    setMembers((full.data?.members ?? []) as OrganizationMember[]);
  }, [activeId]);

  useEffect(() => {
    void load();
  }, [load]);

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const name = String(new FormData(formElement).get('name') ?? '').trim();
    if (!name) return setStatus({ ok: false, text: 'Give the organization a name' });
    const { error } = await authClient.organization.create({ name, slug: slugify(name) });
    if (error) return setStatus({ ok: false, text: authErrorMessage(error) });
    formElement.reset();
    setStatus({ ok: true, text: `Created ${name}; it is now your active organization.` });
    await router.invalidate();
    await load();
  }

  async function switchTo(organizationId: string | null) {
    const { error } = await authClient.organization.setActive({ organizationId });
    if (error) return setStatus({ ok: false, text: authErrorMessage(error) });
    setStatus(null);
    await router.invalidate();
  }

  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const email = String(form.get('email') ?? '').trim();
    const role = form.get('role') === 'admin' ? 'admin' : 'member';
    const { error } = await reverifier.run(() =>
      authClient.organization.inviteMember({ email, role }),
    );
    if (error) return setStatus({ ok: false, text: authErrorMessage(error) });
    formElement.reset();
    setStatus({ ok: true, text: `Invitation sent to ${email}.` });
  }

  const active = organizations.find((organization) => organization.id === activeId);
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Title order={2} fz="lg">
          Organizations
        </Title>
        <StatusAlert status={status} />
        <Select
          label="Active organization"
          data={[
            { value: '', label: 'Personal (no organization)' },
            ...organizations.map((o) => ({ value: o.id, label: o.name })),
          ]}
          value={activeId ?? ''}
          onChange={(value) => void switchTo(value ? value : null)}
          allowDeselect={false}
        />
        <form onSubmit={create} noValidate>
          <Group align="end">
            <TextInput name="name" label="New organization" placeholder="Acme Insurance" />
            <Button type="submit" variant="light">
              Create
            </Button>
          </Group>
        </form>
        {active ? (
          <>
            <Title order={3} fz="md">
              Members of {active.name}
            </Title>
            <Table aria-label={`Members of ${active.name}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Member</Table.Th>
                  <Table.Th>Role</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {members.map((member) => (
                  <MemberRow
                    key={member.id}
                    member={member}
                    role={<Badge variant="light">{member.role}</Badge>}
                  />
                ))}
              </Table.Tbody>
            </Table>
            <form onSubmit={invite} noValidate>
              <Group align="end">
                <TextInput name="email" type="email" label="Invite by email" required />
                <Select
                  name="role"
                  label="Role"
                  data={['member', 'admin']}
                  defaultValue="member"
                  allowDeselect={false}
                  w={120}
                />
                <Button type="submit" variant="light">
                  Invite
                </Button>
              </Group>
            </form>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Choose or create an organization to see its members and invite people.
          </Text>
        )}
        <InvitationsList
          onAccepted={async () => {
            await router.invalidate();
            await load();
          }}
        />
      </Stack>
      <ReverifyModal reverifier={reverifier} withCode={withCode} />
    </Paper>
  );
}
