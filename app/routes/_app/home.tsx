import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-header.tsx';

export const Route = createFileRoute('/_app/home')({
  component: Page,
});

function Page() {
  return (
    <PageHeader
      title="Home"
      description="Latest filings, the biggest rate moves of the last 90 days and quick links into each area."
    />
  );
}
