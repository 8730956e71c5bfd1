import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPageSkeleton } from '#app/features/analytics/analytics-page-skeleton.tsx';
import { HomeDashboard } from '#app/features/home/home-dashboard.tsx';
import { homeQueries } from '#app/features/home/home-queries.ts';
import { pageHead } from '#app/lib/page-title.ts';

/** The day the dashboard is computed for, fixed per load so server and browser agree. */
export const Route = createFileRoute('/_app/home')({
  head: () => pageHead('Home'),
  loader: async ({ context: { queryClient, rpc } }) => {
    const now = new Date();
    await Promise.all(homeQueries(rpc, now).map((q) => queryClient.ensureQueryData(q)));
    return { now: now.toISOString().slice(0, 10) };
  },
  pendingComponent: AnalyticsPageSkeleton,
  component: HomePage,
});

function HomePage() {
  const { now } = Route.useLoaderData();
  return <HomeDashboard now={new Date(`${now}T12:00:00Z`)} />;
}
