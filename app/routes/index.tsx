import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '#app/features/landing/landing-page.tsx';

export const Route = createFileRoute('/')({
  // A signed-in visitor is offered the app, not "Sign in".
  loader: async ({ context }) => ({ signedIn: Boolean((await context.session.get()).user) }),
  component: Page,
});

function Page() {
  const { signedIn } = Route.useLoaderData();
  return <LandingPage signedIn={signedIn} />;
}
