import { queryOptions } from '@tanstack/react-query';
import type { RpcClients } from '#app/lib/rpc/rpc-clients.ts';

/** The prefix of every team query (invalidated after a share, a note or a member change). */
export const TEAM_QUERY_KEY = ['team'] as const;

/** The notes on a filing the caller reads (their organization's and their own), oldest first. */
export function filingNotesQueryOptions(rpc: RpcClients, serffTrackingNumber: string) {
  return queryOptions({
    queryKey: [...TEAM_QUERY_KEY, 'notes', serffTrackingNumber],
    queryFn: async ({ signal }) =>
      (await rpc.team.listFilingNotes({ serffTrackingNumber }, { signal })).notes,
  });
}

/** The saved views and briefs shared with the active organization (first 100). */
export function sharedItemsQueryOptions(rpc: RpcClients) {
  return queryOptions({
    queryKey: [...TEAM_QUERY_KEY, 'shared-items'],
    queryFn: async ({ signal }) =>
      (await rpc.team.listSharedItems({ pagination: { page: 1, pageSize: 100 } }, { signal }))
        .items,
  });
}

/** One page of the active organization's audit log (admins only). */
export function auditEventsQueryOptions(rpc: RpcClients, page: number) {
  return queryOptions({
    queryKey: [...TEAM_QUERY_KEY, 'audit', page],
    queryFn: ({ signal }) =>
      rpc.team.listAuditEvents({ pagination: { page, pageSize: 25 } }, { signal }),
  });
}
