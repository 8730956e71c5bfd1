import { queryOptions } from '@tanstack/react-query';
import type { RpcClients } from '#app/lib/rpc/rpc-clients.ts';

/** Signed links live 15 minutes on the server; refresh well before they expire. */
const SIGNED_LINK_FRESH_MS = 10 * 60_000;

/** A short-lived signed URL for a document path (a filing's pdf_link). */
export function signedLinkQueryOptions(rpc: RpcClients, link: string) {
  return queryOptions({
    queryKey: ['documents', 'signed-link', link],
    queryFn: async ({ signal }) =>
      (await rpc.documents.getSignedLink({ link }, { signal })).signedUrl,
    staleTime: SIGNED_LINK_FRESH_MS,
    refetchInterval: SIGNED_LINK_FRESH_MS,
    enabled: link.length > 0,
  });
}
