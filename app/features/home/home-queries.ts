import { sortToRequest } from '#app/features/filings/filing-sort.ts';
import { filingsListQueryOptions } from '#app/features/filings/filings-queries.ts';
import type { RpcClients } from '#app/lib/rpc/rpc-clients.ts';

type ProtoDate = { year: number; month: number; day: number };

function toProtoDate(date: Date): ProtoDate {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Today and 90 days ago (UTC), the window of "biggest rate moves". */
export function homeWindow(now = new Date()) {
  const start = new Date(now.getTime() - 90 * 86_400_000);
  return { today: toProtoDate(now), start: toProtoDate(start) };
}

/**
 * The home dashboard's lists: latest filings and the biggest rate moves of the last 90 days, one
 * row per filing (its overall figures), as /filings lists them by default.
 */
export function homeQueries(rpc: RpcClients, now = new Date()) {
  const { today, start } = homeWindow(now);
  return [
    filingsListQueryOptions(
      rpc,
      {
        filters: { endDate: today },
        sort: sortToRequest({ field: 'effective_date_new', direction: 'descending' }),
        pagination: { page: 1, pageSize: 8 },
      },
      'filings',
    ),
    filingsListQueryOptions(
      rpc,
      {
        filters: { startDate: start, endDate: today },
        sort: sortToRequest({ field: 'written_premium_change', direction: 'descending' }),
        pagination: { page: 1, pageSize: 8 },
      },
      'filings',
    ),
  ] as const;
}
