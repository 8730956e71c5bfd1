import { Stack, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '#app/components/page-header.tsx';
import { ChangePasswordCard } from '#app/features/auth/account/change-password-card.tsx';
import { OrganizationsCard } from '#app/features/auth/account/organizations-card.tsx';
import { TwoFactorCard } from '#app/features/auth/account/two-factor-card.tsx';
import { pageHead } from '#app/lib/page-title.ts';

export const Route = createFileRoute('/_app/account')({
  head: () => pageHead('Account'),
  component: AccountPage,
});

function AccountPage() {
  const { user, activeOrganization, authProvider } = Route.useRouteContext();
  return (
    <Stack maw={720}>
      <PageHeader title="Account" />
      <Text size="sm">Signed in as {user.email}</Text>
      {authProvider === 'local' ? (
        <>
          <ChangePasswordCard withCode={user.twoFactorEnabled} />
          <TwoFactorCard enabled={user.twoFactorEnabled} />
          <OrganizationsCard
            activeId={activeOrganization?.id ?? null}
            withCode={user.twoFactorEnabled}
          />
        </>
      ) : (
        <Text size="sm">Your account and organizations are managed by Clerk.</Text>
      )}
    </Stack>
  );
}
