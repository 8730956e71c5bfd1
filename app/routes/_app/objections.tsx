import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-header.tsx';

export const Route = createFileRoute('/_app/objections')({
  component: Page,
});

function Page() {
  return (
    <PageHeader
      title="Objections"
      description="Objection letters from regulators, their themes, and draft replies."
    />
  );
}
