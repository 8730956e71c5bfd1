import { Paper, Stack, Title } from '@mantine/core';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { PublicFrame } from '#app/components/shell/public-frame.tsx';
import { ResetPasswordForm } from '#app/features/auth/reset-password-form.tsx';
import { pageHead } from '#app/lib/page-title.ts';
import { resetPasswordSearchSchema } from '#app/lib/search/route-search-schemas.ts';

export const Route = createFileRoute('/reset-password')({
  validateSearch: resetPasswordSearchSchema,
  head: () => ({
    meta: [{ name: 'referrer', content: 'no-referrer' }, ...pageHead('Choose a new password').meta],
  }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useSearch();
  const router = useRouter();
  return (
    <PublicFrame withThemeToggle={false}>
      <Paper withBorder maw={420} mx="auto" p="xl" radius="md">
        <Stack>
          <Title order={1} fz={26}>
            Choose a new password
          </Title>
          <ResetPasswordForm
            token={token}
            onDone={async (signedIn) => {
              await router.invalidate();
              await router.navigate({ to: signedIn ? '/home' : '/login', replace: true });
            }}
          />
        </Stack>
      </Paper>
    </PublicFrame>
  );
}
