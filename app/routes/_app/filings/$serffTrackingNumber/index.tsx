import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../../../components/page-header.tsx';

export const Route = createFileRoute('/_app/filings/$serffTrackingNumber/')({ component: Page });

function Page() {
  const { serffTrackingNumber } = Route.useParams();
  return (
    <PageHeader
      title={`Filing ${serffTrackingNumber}`}
      description="The whole filing across its companies."
    />
  );
}
