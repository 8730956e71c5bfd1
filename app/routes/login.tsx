import { Paper, Stack, Text, Title } from '@mantine/core';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { PublicFrame } from '#app/components/shell/public-frame.tsx';
import { ClerkSignIn } from '#app/features/auth/clerk-sign-in.tsx';
import { LoginForm } from '#app/features/auth/login-form.tsx';
import { sanitizeRedirect } from '#app/lib/auth/safe-redirect.ts';
import { loginSearchSchema } from '#app/lib/search/route-search-schemas.ts';

export const Route = createFileRoute('/login')({
  validateSearch: loginSearchSchema,
  component: LoginPage,
});

function LoginPage() {
  const { redirect } = Route.useSearch();
  const { publicEnv } = Route.useRouteContext();
  const router = useRouter();
  const target = sanitizeRedirect(redirect);
  const clerkKey =
    publicEnv.AUTH_PROVIDER === 'clerk' ? publicEnv.PUBLIC_CLERK_PUBLISHABLE_KEY : undefined;

  async function goOn() {
    // Only a same-origin path is ever followed (sanitizeRedirect); the guard runs again there.
    await router.invalidate();
    await router.navigate({ href: target, replace: true });
  }

  return (
    <PublicFrame withThemeToggle={false}>
      <Paper withBorder maw={420} mx="auto" p="xl" radius="md">
        <Stack>
          <Title order={1} fz={26}>
            Sign in
          </Title>
          {clerkKey ? (
            <ClerkSignIn publishableKey={clerkKey} redirectUrl={target} />
          ) : (
            <>
              <Text c="dimmed" size="sm">
                Use the email and password of your account.
              </Text>
              <LoginForm onSignedIn={goOn} />
            </>
          )}
        </Stack>
      </Paper>
    </PublicFrame>
  );
}
