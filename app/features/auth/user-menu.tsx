import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUserCircle, IconUsersGroup } from '@tabler/icons-react';
import { Link, useRouteContext, useRouter } from '@tanstack/react-router';
import { signOut, signOutOfClerk } from '#app/lib/auth/session.ts';

function initials(name: string, email: string): string {
  const source = name.trim() || email;
  const parts = source.split(/[\s@.]+/).filter(Boolean);
  return (
    parts
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase() ?? '')
      .join('') || '?'
  );
}

/** The signed-in user's menu in the header: who and where, the account and team pages, sign out. */
export function UserMenu() {
  const { user, activeOrganization, authProvider, queryClient, tokenStore } = useRouteContext({
    from: '/_app',
  });
  const router = useRouter();

  async function handleSignOut() {
    // Clerk mode ends the Clerk session too: /login sends a signed-in user on, so a session
    // left alive would bring the user straight back.
    await (authProvider === 'local' ? signOut() : signOutOfClerk());
    tokenStore.set(undefined);
    queryClient.clear();
    await router.invalidate();
    await router.navigate({ to: '/login', replace: true });
  }

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu of ${user.email}`} data-testid="user-menu">
          <Avatar radius="xl" size={32} color="blue" aria-hidden>
            {initials(user.name, user.email)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {user.name || user.email}
          </Text>
          <Text size="xs" truncate>
            {user.email}
          </Text>
          <Text size="xs" truncate data-testid="active-organization">
            {activeOrganization
              ? `${activeOrganization.name} (${activeOrganization.role})`
              : 'Personal'}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/account" leftSection={<IconUserCircle size={16} />}>
          Account
        </Menu.Item>
        <Menu.Item component={Link} to="/team" leftSection={<IconUsersGroup size={16} />}>
          Team
        </Menu.Item>
        <Menu.Item onClick={handleSignOut} leftSection={<IconLogout size={16} />}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
