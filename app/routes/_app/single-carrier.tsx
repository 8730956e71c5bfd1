import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { singleCarrierSearchSchema } from '../../lib/search/route-search-schemas.ts';

export const Route = createFileRoute('/_app/single-carrier')({
  validateSearch: singleCarrierSearchSchema,
  component: Page,
});

function Page() {
  return (
    <PageHeader
      title="Single carrier"
      description="One carrier across states and lines: rate changes, timeline, products and approval speed."
    />
  );
}
