import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useRouteContext } from '@tanstack/react-router';
import { PageHeader } from '#app/components/page-header.tsx';
import { AuditLogCard } from './audit-log-card.tsx';
import { SharedItemsCard } from './shared-items-card.tsx';
import { TeamMembersCard } from './team-members-card.tsx';

/**
 * /team: the active organization's members (admins manage them), what is shared with it, and
 * for admins its audit log. The api checks every action again; the page only hides what a
 * member cannot do.
 */
export function TeamPage() {
  const { user, activeOrganization, authProvider } = useRouteContext({ from: '/_app' });
  const isAdmin = activeOrganization?.role === 'admin';
  return (
    <Stack maw={960}>
      <PageHeader
        title="Team"
        description={
          activeOrganization
            ? `${activeOrganization.name}: you are ${isAdmin ? 'an admin' : 'a member'}.`
            : undefined
        }
      />
      {!activeOrganization ? (
        <Text size="sm">
          You have no active organization, so everything you save stays yours. Create or choose one
          on the{' '}
          <Anchor component={Link} to="/account">
            Account page
          </Anchor>{' '}
          to share views, briefs and notes with your team.
        </Text>
      ) : (
        <>
          {authProvider === 'local' ? (
            <TeamMembersCard
              organizationId={activeOrganization.id}
              organizationName={activeOrganization.name}
              isAdmin={isAdmin}
              currentUserId={user.id}
              withCode={user.twoFactorEnabled}
            />
          ) : (
            <Text size="sm">Members and roles are managed in Clerk.</Text>
          )}
          <SharedItemsCard />
          {isAdmin ? <AuditLogCard /> : null}
        </>
      )}
    </Stack>
  );
}
