import { queryOptions } from '@tanstack/react-query';
import type { RpcClients } from '#app/lib/rpc/rpc-clients.ts';

/** The key of every query of extracted values (invalidated after a correction). */
export const EXTRACTED_VALUES_KEY = ['imports', 'extracted-values'] as const;

/** The values extracted from a filing's imported PDF, with their citations (none if not imported). */
export function extractedValuesQueryOptions(rpc: RpcClients, serffTrackingNumber: string) {
  return queryOptions({
    queryKey: [...EXTRACTED_VALUES_KEY, serffTrackingNumber],
    queryFn: async ({ signal }) =>
      (await rpc.imports.listExtractedValues({ serffTrackingNumber }, { signal })).values,
  });
}
