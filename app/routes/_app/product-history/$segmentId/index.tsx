import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../../../components/page-header.tsx';

export const Route = createFileRoute('/_app/product-history/$segmentId/')({ component: Page });

function Page() {
  const { segmentId } = Route.useParams();
  return (
    <PageHeader
      title="Product history"
      description={`Successive filings of product segment ${segmentId}.`}
    />
  );
}
