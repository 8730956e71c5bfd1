import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-header.tsx';

export const Route = createFileRoute('/_app/brief-builder')({
  component: Page,
});

function Page() {
  return (
    <PageHeader
      title="Brief builder"
      description="Build intelligence briefs from the filings that matter."
    />
  );
}
