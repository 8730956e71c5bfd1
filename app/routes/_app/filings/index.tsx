import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import {
  DEFAULT_FILINGS_SORT,
  filingsSearchSchema,
} from '../../../lib/search/filings-search-schema.ts';
import { DEFAULT_PAGINATION } from '../../../lib/search/pagination-param.ts';

export const Route = createFileRoute('/_app/filings/')({
  validateSearch: filingsSearchSchema,
  search: {
    middlewares: [
      stripSearchParams({ sort: DEFAULT_FILINGS_SORT, pagination: DEFAULT_PAGINATION }),
    ],
  },
  component: Page,
});

function Page() {
  return <PageHeader title="Filings" description="Filter, sort and export rate filings." />;
}
