import { queryOptions } from '@tanstack/react-query';
import type { RpcClients } from '../../lib/rpc/rpc-clients.ts';
import type { DiffReportView } from './diff-report-types.ts';

/** The comparison of B against A: the parsed report, or the reason there is none. */
export function diffQueryOptions(rpc: RpcClients, a: string, b: string) {
  return queryOptions({
    queryKey: ['intelligence', 'diff', a, b],
    queryFn: async ({ signal }) => {
      const res = await rpc.intelligence.createDiff(
        { serffTrackingNumberA: a, serffTrackingNumberB: b },
        { signal },
      );
      return {
        errorMessage: res.errorMessage,
        warnings: res.warnings,
        report: res.reportJson ? (JSON.parse(res.reportJson) as DiffReportView) : null,
      };
    },
  });
}

/** Filings whose tracking number (or text) matches what was typed, for the pickers. */
export function trackingSuggestionsQueryOptions(rpc: RpcClients, query: string) {
  return queryOptions({
    queryKey: ['intelligence', 'diff-suggestions', query],
    enabled: query.trim().length >= 2,
    queryFn: async ({ signal }) => {
      const res = await rpc.search.search(
        { query, pagination: { page: 1, pageSize: 10 } },
        { signal },
      );
      const seen = new Set<string>();
      return res.results
        .filter((r) => !seen.has(r.serffTrackingNumber) && seen.add(r.serffTrackingNumber))
        .map((r) => ({
          value: r.serffTrackingNumber,
          label: `${r.serffTrackingNumber} · ${r.carrier} · ${r.state} · ${r.productName}`,
        }));
    },
  });
}
