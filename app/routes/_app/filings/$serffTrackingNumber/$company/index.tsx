import { createFileRoute } from '@tanstack/react-router';
import { CompanyFilingPage } from '../../../../../features/filings/detail/company-filing-page.tsx';
import { FilingDetailSkeleton } from '../../../../../features/filings/detail/filing-detail-skeleton.tsx';
import { companyFilingQueryOptions } from '../../../../../features/filings/filings-queries.ts';
import { loadOrNotFound } from '../../../../../features/filings/load-or-not-found.ts';

export const Route = createFileRoute('/_app/filings/$serffTrackingNumber/$company/')({
  loader: async ({ context: { queryClient, rpc }, params }) => {
    await loadOrNotFound(
      queryClient.ensureQueryData(
        companyFilingQueryOptions(rpc, params.serffTrackingNumber, params.company),
      ),
    );
  },
  pendingComponent: FilingDetailSkeleton,
  component: CompanyFilingPage,
});
