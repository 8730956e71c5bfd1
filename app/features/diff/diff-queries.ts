import { queryOptions } from '@tanstack/react-query';
import { formatCalendarDate } from '#app/lib/format/format-date.ts';
import type { RpcClients } from '#app/lib/rpc/rpc-clients.ts';
import { diffReportSchema } from '#contract/intelligence/diff-report.ts';
import { parseReport } from '#contract/intelligence/parse-report.ts';
import type { CreateDiffResponse } from '#gen/ratefiling/v1/intelligence_service_pb.ts';

/** The comparison of B against A: the parsed report, or the reason there is none. */
export function diffQueryOptions(rpc: RpcClients, a: string, b: string) {
  return queryOptions({
    queryKey: ['intelligence', 'diff', a, b],
    queryFn: async ({ signal }) => {
      const res = await rpc.intelligence.createDiff(
        { serffTrackingNumberA: a, serffTrackingNumberB: b },
        { signal },
      );
      return readDiffResponse(res);
    },
  });
}

/**
 * The diff as the page shows it: the report parsed with the contract, or the reason there is
 * none (the server's, or a report that does not have the contract's shape).
 */
export function readDiffResponse(
  res: Pick<CreateDiffResponse, 'reportJson' | 'errorMessage' | 'warnings' | 'csv' | 'markdown'>,
) {
  const parsed = res.reportJson
    ? parseReport(diffReportSchema, res.reportJson, 'diff report')
    : null;
  return {
    errorMessage: res.errorMessage || (parsed && !parsed.ok ? parsed.error : ''),
    warnings: res.warnings,
    report: parsed?.ok ? parsed.report : null,
    /** The comparison as CSV and as a brief in Markdown (empty without a report). */
    csv: res.csv,
    markdown: res.markdown,
  };
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

/**
 * The other filings of the program (product segment) of `trackingNumber`, newest first, for the
 * other picker: comparing a filing with its program's earlier or later filings is the usual diff.
 * Empty when the filing is unknown.
 */
export function programSuggestionsQueryOptions(rpc: RpcClients, trackingNumber: string) {
  return queryOptions({
    queryKey: ['intelligence', 'diff-program-suggestions', trackingNumber],
    enabled: trackingNumber.length > 0,
    queryFn: async ({ signal }) => {
      const whole = await rpc.filings
        .getWholeFiling({ serffTrackingNumber: trackingNumber }, { signal })
        .catch(() => null);
      const segmentId = whole?.wholeFiling?.filing?.productSegment ?? 0;
      if (!segmentId) return [];
      const history = (await rpc.filings.listProductHistory({ segmentId }, { signal }))
        .productHistory;
      if (!history) return [];
      return history.entries
        .filter((entry) => entry.serffTrackingNumber !== trackingNumber)
        .reverse()
        .map((entry) => ({
          value: entry.serffTrackingNumber,
          label: `${entry.serffTrackingNumber} · ${history.carrier} · ${history.state} · ${entry.productName} · ${formatCalendarDate(entry.effectiveDate)}`,
        }));
    },
  });
}
