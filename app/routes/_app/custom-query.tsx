import { createFileRoute } from '@tanstack/react-router';
import { CustomQueryPage } from '../../features/custom-query/custom-query-page.tsx';
import { customQuerySchemaQueryOptions } from '../../features/custom-query/custom-query-queries.ts';

export const Route = createFileRoute('/_app/custom-query')({
  loader: ({ context: { queryClient, rpc } }) =>
    queryClient.ensureQueryData(customQuerySchemaQueryOptions(rpc)),
  component: CustomQueryPage,
});
