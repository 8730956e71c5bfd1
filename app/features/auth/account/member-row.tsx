import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A member of an organization, as the sign-in api's getFullOrganization lists it. */
export type OrganizationMember = {
  id: string;
  role: string;
  userId: string;
  user: { email: string; name: string };
};

/** How a member is named on screen: "Name (email)", or the email alone when there is no name. */
export function memberLabel(member: OrganizationMember): string {
  return member.user.name ? `${member.user.name} (${member.user.email})` : member.user.email;
}

/**
 * One row of a members table: the member (name over email, wrapping on a phone), their role (shown as `role` gives it) and, when
 * `actions` is given, a third cell with what the viewer may do to them.
 */
export function MemberRow({
  member,
  role,
  actions,
  testId,
}: {
  member: OrganizationMember;
  role: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <Table.Tr data-testid={testId}>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        {member.user.name ? (
          <>
            <Text size="sm">{member.user.name}</Text>
            <Text size="xs" c="dimmed">
              {member.user.email}
            </Text>
          </>
        ) : (
          member.user.email
        )}
      </Table.Td>
      <Table.Td>{role}</Table.Td>
      {actions === undefined ? null : <Table.Td>{actions}</Table.Td>}
    </Table.Tr>
  );
}
