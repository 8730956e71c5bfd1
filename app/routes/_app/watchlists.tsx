import { createFileRoute } from '@tanstack/react-router';
import { WatchlistsPage } from '#app/features/watchlists/watchlists-page.tsx';
import { pageHead } from '#app/lib/page-title.ts';

export const Route = createFileRoute('/_app/watchlists')({
  head: () => pageHead('Watchlists'),
  component: WatchlistsPage,
});
