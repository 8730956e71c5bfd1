import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { multiCarrierSearchSchema } from '../../lib/search/route-search-schemas.ts';

export const Route = createFileRoute('/_app/rating-factors')({
  validateSearch: multiCarrierSearchSchema,
  component: Page,
});

function Page() {
  return (
    <PageHeader
      title="Rating factors"
      description="The most frequently changed rating factors and the size of their changes."
    />
  );
}
