import { SimpleGrid, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PageHeader } from '#app/components/page-header.tsx';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import { HomeFilingsTable } from './home-filings-table.tsx';
import { homeQueries } from './home-queries.ts';
import { QuickLinks } from './quick-links.tsx';

/** /home: latest filings, the biggest rate moves of the last 90 days and quick links. */
export function HomeDashboard({ now }: { now: Date }) {
  const rpc = useRpc();
  const [latestQ, movesQ] = homeQueries(rpc, now);
  const { data: latest } = useSuspenseQuery(latestQ);
  const { data: moves } = useSuspenseQuery(movesQ);
  return (
    <Stack gap="lg">
      <PageHeader
        title="Home"
        description={'What moved lately, and every area of the product one click away.'}
      />
      {/* Side by side only where each list has room for a carrier's name on one line (about
          760 px each: a 1920 px screen); below that, one above the other. */}
      <SimpleGrid minColWidth="min(100%, 47.5rem)" autoFlow="auto-fit" spacing="md">
        <HomeFilingsTable
          title="Latest filings"
          note="Most recent effective dates (new business), up to today."
          filings={latest.filings}
          companiesOf={latest.companiesOf}
          testId="home-latest"
        />
        <HomeFilingsTable
          title="Biggest rate moves, last 90 days"
          note="Largest written premium change (all companies) among filings effective in the last 90 days."
          filings={moves.filings}
          companiesOf={moves.companiesOf}
          testId="home-moves"
        />
      </SimpleGrid>
      <QuickLinks />
    </Stack>
  );
}
