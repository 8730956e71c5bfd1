import { createFileRoute } from '@tanstack/react-router';
import { CompanyFilingPage } from '#app/features/filings/detail/company-filing-page.tsx';
import { FilingDetailSkeleton } from '#app/features/filings/detail/filing-detail-skeleton.tsx';
import { companyFilingQueryOptions } from '#app/features/filings/filings-queries.ts';
import { loadOrNotFound } from '#app/features/filings/load-or-not-found.ts';
import { pageHead } from '#app/lib/page-title.ts';

export const Route = createFileRoute('/_app/filings/$serffTrackingNumber/$company/')({
  loader: async ({ context: { queryClient, rpc }, params }) => {
    await loadOrNotFound(
      queryClient.ensureQueryData(
        companyFilingQueryOptions(rpc, params.serffTrackingNumber, params.company),
      ),
    );
  },
  pendingComponent: FilingDetailSkeleton,
  head: ({ params }) => pageHead(params.company, params.serffTrackingNumber, 'Filing'),
  component: CompanyFilingPage,
});
