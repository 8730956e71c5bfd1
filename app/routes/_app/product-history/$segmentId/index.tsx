import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadOrNotFound } from '#app/features/filings/load-or-not-found.ts';
import { parseSegmentId } from '#app/features/product-history/parse-segment-id.ts';
import { ProductHistoryPage } from '#app/features/product-history/product-history-page.tsx';
import { productHistoryQueryOptions } from '#app/features/product-history/product-history-queries.ts';
import { ProductHistorySkeleton } from '#app/features/product-history/product-history-skeleton.tsx';
import { pageHead } from '#app/lib/page-title.ts';

export const Route = createFileRoute('/_app/product-history/$segmentId/')({
  head: () => pageHead('Product history'),
  loader: async ({ context: { queryClient, rpc }, params }) => {
    const segmentId = parseSegmentId(params.segmentId);
    if (segmentId === undefined) throw notFound();
    await loadOrNotFound(queryClient.ensureQueryData(productHistoryQueryOptions(rpc, segmentId)));
  },
  pendingComponent: ProductHistorySkeleton,
  component: ProductHistoryPage,
});
