import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { QuickLinks } from '../../features/home/quick-links.tsx';

export const Route = createFileRoute('/_app/home')({ component: HomePage });

function HomePage() {
  return (
    <>
      <PageHeader title="Home" description="Every area of the product, one click away." />
      <QuickLinks />
    </>
  );
}
