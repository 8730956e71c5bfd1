import { createFileRoute } from '@tanstack/react-router';
import { FilingDetailSkeleton } from '#app/features/filings/detail/filing-detail-skeleton.tsx';
import { WholeFilingPage } from '#app/features/filings/detail/whole-filing-page.tsx';
import { wholeFilingQueryOptions } from '#app/features/filings/filings-queries.ts';
import { loadOrNotFound } from '#app/features/filings/load-or-not-found.ts';
import { pageHead } from '#app/lib/page-title.ts';
import { filingDetailSearchSchema } from '#app/lib/search/filing-detail-search-schema.ts';

export const Route = createFileRoute('/_app/filings/$serffTrackingNumber/')({
  validateSearch: filingDetailSearchSchema,
  loader: async ({ context: { queryClient, rpc }, params }) => {
    await loadOrNotFound(
      queryClient.ensureQueryData(wholeFilingQueryOptions(rpc, params.serffTrackingNumber)),
    );
  },
  pendingComponent: FilingDetailSkeleton,
  head: ({ params }) => pageHead(params.serffTrackingNumber, 'Filing'),
  component: WholeFilingPage,
});
