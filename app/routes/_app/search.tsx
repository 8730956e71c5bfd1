import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { DEFAULT_PAGINATION } from '../../lib/search/pagination-param.ts';
import { searchSearchSchema } from '../../lib/search/route-search-schemas.ts';

export const Route = createFileRoute('/_app/search')({
  validateSearch: searchSearchSchema,
  search: { middlewares: [stripSearchParams({ index: 'all', pagination: DEFAULT_PAGINATION })] },
  component: Page,
});

function Page() {
  return (
    <PageHeader
      title="Search"
      description="Full-text search across filings, objections, summaries, rating factors and documents."
    />
  );
}
