import { createFileRoute } from '@tanstack/react-router';
import { TeamPage } from '#app/features/team/team-page.tsx';
import { pageHead } from '#app/lib/page-title.ts';

export const Route = createFileRoute('/_app/team')({
  head: () => pageHead('Team'),
  component: TeamPage,
});
