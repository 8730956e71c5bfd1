import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '#app/features/landing/landing-page.tsx';
import { getSession } from '#app/lib/auth/session.ts';

export const Route = createFileRoute('/')({
  // A signed-in visitor is offered the app, not "Sign in".
  loader: async () => ({ signedIn: Boolean((await getSession()).user) }),
  component: Page,
});

function Page() {
  const { signedIn } = Route.useLoaderData();
  return <LandingPage signedIn={signedIn} />;
}
