import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../../../../components/page-header.tsx';

export const Route = createFileRoute('/_app/filings/$serffTrackingNumber/$company/')({
  component: Page,
});

function Page() {
  const { serffTrackingNumber, company } = Route.useParams();
  return (
    <PageHeader
      title={`Filing ${serffTrackingNumber}`}
      description={`Rate figures for ${company}.`}
    />
  );
}
