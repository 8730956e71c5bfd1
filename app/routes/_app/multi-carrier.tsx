import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { multiCarrierSearchSchema } from '../../lib/search/route-search-schemas.ts';

export const Route = createFileRoute('/_app/multi-carrier')({
  validateSearch: multiCarrierSearchSchema,
  component: Page,
});

function Page() {
  return (
    <PageHeader
      title="Multi carrier"
      description="Several carriers side by side on the same measures."
    />
  );
}
