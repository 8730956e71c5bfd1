import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-header.tsx';

export const Route = createFileRoute('/_app/custom-query')({
  component: Page,
});

function Page() {
  return (
    <PageHeader
      title="Custom query"
      description="Ask your own questions in SQL or plain English."
    />
  );
}
