import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { stateSearchSchema } from '../../lib/search/route-search-schemas.ts';

export const Route = createFileRoute('/_app/state')({
  validateSearch: stateSearchSchema,
  component: Page,
});

function Page() {
  return (
    <PageHeader
      title="State"
      description="One state’s rate filings: rate impact over time, top carriers, outcomes and approval speed."
    />
  );
}
