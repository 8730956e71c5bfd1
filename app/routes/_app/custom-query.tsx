import { createFileRoute } from '@tanstack/react-router';
import { CustomQueryPage } from '#app/features/custom-query/custom-query-page.tsx';
import { customQuerySchemaQueryOptions } from '#app/features/custom-query/custom-query-queries.ts';

export const Route = createFileRoute('/_app/custom-query')({
  loader: ({ context: { queryClient, rpc } }) =>
    queryClient.ensureQueryData(customQuerySchemaQueryOptions(rpc)),
  component: CustomQueryPage,
});
