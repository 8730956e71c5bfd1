import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-header.tsx';

export const Route = createFileRoute('/_app/diff')({
  component: Page,
});

function Page() {
  return <PageHeader title="Filing diff" description="Compare two filings side by side." />;
}
