import { Paper, Stack, Text, Title } from '@mantine/core';
import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { PublicFrame } from '#app/components/shell/public-frame.tsx';
import { ClerkSignIn } from '#app/features/auth/clerk-sign-in.tsx';
import { LoginForm } from '#app/features/auth/login-form.tsx';
import { sanitizeRedirect } from '#app/lib/auth/safe-redirect.ts';
import { pageHead } from '#app/lib/page-title.ts';
import { loginSearchSchema } from '#app/lib/search/route-search-schemas.ts';

export const Route = createFileRoute('/login')({
  head: () => pageHead('Sign in'),
  validateSearch: loginSearchSchema,
  // A signed-in user goes on to Home (or the redirect target) instead of signing in again.
  beforeLoad: async ({ context, search }) => {
    const session = await context.session.get();
    if (session.user && session.token) throw redirect({ href: sanitizeRedirect(search.redirect) });
  },
  component: LoginPage,
});

function LoginPage() {
  const { redirect: redirectTo } = Route.useSearch();
  const { publicEnv } = Route.useRouteContext();
  const router = useRouter();
  const target = sanitizeRedirect(redirectTo);
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
