import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { multiCarrierSearchSchema } from '../../lib/search/route-search-schemas.ts';

export const Route = createFileRoute('/_app/doi')({
  validateSearch: multiCarrierSearchSchema,
  component: Page,
});

function Page() {
  return (
    <PageHeader
      title="DOI reviewers"
      description="Department of insurance reviewers: filings, objections and days to approval."
    />
  );
}
