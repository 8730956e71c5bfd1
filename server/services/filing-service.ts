import { Code } from '@connectrpc/connect';
import { z } from 'zod';
import { FilingService } from '#gen/ratefiling/v1/filing_service_pb.ts';
import type { Database } from '#server/db/connection.ts';
import type { AnalyticsStore } from '#server/domain/analytics/memory-store/analytics-store.ts';
import type { AnalyticsStoreMode } from '#server/domain/analytics/memory-store/analytics-store-mode.ts';
import { cachedByDataVersion } from '#server/domain/filings/cached-by-data-version.ts';
import { countWholeFilings } from '#server/domain/filings/count-whole-filings.ts';
import { filingExists } from '#server/domain/filings/filing-exists.ts';
import { getFactorHistory } from '#server/domain/filings/get-factor-history.ts';
import {
  getProductUpdates,
  productUpdatesRequestSchema,
} from '#server/domain/filings/get-product-updates.ts';
import { listFilings } from '#server/domain/filings/list-filings.ts';
import { listProductHistory } from '#server/domain/filings/list-product-history.ts';
import {
  countRequestSchema,
  listRequestSchema,
} from '#server/domain/filings/list-request-schema.ts';
import { listWholeFilings } from '#server/domain/filings/list-whole-filings.ts';
import { loadFilingDetails } from '#server/domain/filings/load-filing-details.ts';
import { trackingNumberSchema } from '#server/domain/filings/tracking-number-schema.ts';
import { createRpcError } from '#server/rpc/create-rpc-error.ts';
import { defineRpcService, type RpcServiceRegistration } from '#server/rpc/define-rpc-service.ts';
import { analyticsStoreLookup } from './analytics-store-lookup.ts';
import {
  toApiDate,
  toApiFactorLevel,
  toApiFiling,
  toApiFilingDetails,
  toApiPagination,
  toApiWholeFiling,
  toApiWholeFilingFiling,
  toSortDirection,
} from './filing-service-mapping.ts';
import { listFilingsMetadataResponse } from './filing-service-metadata.ts';

export type FilingServiceDeps = {
  getDatabase: () => Promise<Database>;
  /** The analytics store's mode (ADR 030); default: the ANALYTICS_STORE setting. */
  analyticsStore?: AnalyticsStoreMode;
};

const getFilingSchema = z.object({
  serffTrackingNumber: trackingNumberSchema,
  company: z.string().trim().min(1, 'A company is required').max(200, 'Company is too long'),
});
const segmentSchema = z.object({
  segmentId: z.number().int().min(1, 'A product segment id is a positive number'),
});
const factorHistorySchema = segmentSchema.extend({
  factor: z.string().trim().max(200, 'The factor name is too long').default(''),
});

function notFound(message: string, field: string) {
  return createRpcError(Code.NotFound, message, { field, reason: 'NOT_FOUND' });
}

function withSort<T extends { sort?: { field: string; direction: number } }>(request: T) {
  const { sort } = request;
  return {
    ...request,
    sort: sort ? { field: sort.field, direction: toSortDirection(sort.direction) } : undefined,
  };
}

/**
 * FilingService: maps the api's messages to the filings domain and back. The lists, counts and
 * filter choices read filing data only: each result is kept per process until the data version
 * changes (ADR 007), and is computed from the in-memory analytics store when it holds exactly the
 * version the call read, else from SQL (ADR 034).
 */
export function createFilingService(deps: FilingServiceDeps): RpcServiceRegistration {
  const storeAt = analyticsStoreLookup(deps.analyticsStore);
  const cached = async <T>(
    kind: string,
    key: unknown,
    compute: (db: Database, store: AnalyticsStore | undefined) => Promise<T>,
  ) => {
    const db = await deps.getDatabase();
    return cachedByDataVersion(db, kind, key, async (version) => {
      return compute(db, storeAt(db, version));
    });
  };
  return defineRpcService(FilingService, {
    async getFiling(request) {
      const { serffTrackingNumber, company } = getFilingSchema.parse(request);
      const details = await loadFilingDetails(await deps.getDatabase(), serffTrackingNumber);
      const row =
        details?.companies.find((c) => c.company === company) ??
        details?.companies.find((c) => c.company.toLowerCase() === company.toLowerCase());
      if (!details || !row) {
        throw notFound(`No filing ${serffTrackingNumber} for company ${company}`, 'company');
      }
      return { filing: { ...toApiFiling(row), ...toApiFilingDetails(details, row.company) } };
    },

    async getWholeFiling(request) {
      const tn = trackingNumberSchema.parse(request.serffTrackingNumber);
      const details = await loadFilingDetails(await deps.getDatabase(), tn);
      if (!details) throw notFound(`No filing ${tn}`, 'serff_tracking_number');
      const whole = toApiWholeFiling(details.whole, details.companies);
      const filing = {
        ...toApiWholeFilingFiling(details.whole, details.companies[0]),
        ...toApiFilingDetails(details, undefined),
      };
      return { wholeFiling: { ...whole, filing } };
    },

    async listFilings(request) {
      const input = listRequestSchema('filings').parse(withSort(request));
      return cached('list-filings', input, async (db, store) => {
        const result = await listFilings(db, { ...input, page: input.pagination }, store);
        return { filings: result.rows.map(toApiFiling), pagination: toApiPagination(result.page) };
      });
    },

    async listWholeFilings(request) {
      const input = listRequestSchema('whole').parse(withSort(request));
      return cached('list-whole-filings', input, async (db, store) => {
        const result = await listWholeFilings(db, { ...input, page: input.pagination }, store);
        return {
          wholeFilings: result.items.map((item) => toApiWholeFiling(item, item.companies)),
          pagination: toApiPagination(result.page),
        };
      });
    },

    async filingExists(request) {
      const tn = trackingNumberSchema.parse(request.serffTrackingNumber);
      return { exists: await filingExists(await deps.getDatabase(), tn) };
    },

    async getNumberOfFilings(request) {
      const { filters } = countRequestSchema.parse(request);
      return cached('count-whole-filings', filters, async (db, store) => ({
        numFilings: await countWholeFilings(db, filters, store),
      }));
    },

    async listFilingsEndpointMetadata(request) {
      const { filters } = countRequestSchema.parse(request);
      return cached('filings-metadata', filters, (db, store) =>
        listFilingsMetadataResponse(db, filters, store),
      );
    },

    async getFactorHistory(request) {
      const { segmentId, factor } = factorHistorySchema.parse(request);
      const history = await getFactorHistory(await deps.getDatabase(), segmentId, factor);
      if (!history) throw notFound(`No product segment ${segmentId}`, 'segment_id');
      return {
        factors: history.factors,
        factor: history.factor,
        revisions: history.revisions.map((r) => ({
          serffTrackingNumber: r.serffTrackingNumber,
          effectiveDate: toApiDate(r.effectiveDate),
          submittedDate: toApiDate(r.submittedDate),
          status: r.status,
          tookEffect: r.tookEffect,
          change: r.change,
          levels: r.levels.map(toApiFactorLevel),
        })),
      };
    },

    async listProductHistory(request) {
      const { segmentId } = segmentSchema.parse(request);
      const history = await listProductHistory(await deps.getDatabase(), segmentId);
      if (!history) throw notFound(`No product segment ${segmentId}`, 'segment_id');
      return {
        productHistory: {
          segmentId: history.segmentId,
          carrier: history.carrier,
          state: history.state,
          lob: history.lob,
          cumulativeRateImpact: history.cumulativeRateImpact,
          entries: history.entries.map((e) => ({
            serffTrackingNumber: e.serff_tracking_number,
            status: e.status,
            submittedDate: toApiDate(e.submitted_date),
            effectiveDate: toApiDate(e.effective_date),
            weightedRateImpact: e.weighted_rate_impact,
            sumPolicyholdersAffected: e.sum_policyholders_affected,
            productName: e.product_name,
            summary: e.summary,
            writtenPremiumForProgram: e.written_premium_for_program,
            tookEffect: e.took_effect,
            priorSerffTrackingNumber: e.prior_serff_tracking_number ?? '',
            refilesSerffTrackingNumber: e.refiles_serff_tracking_number ?? '',
          })),
        },
      };
    },

    async getProductUpdates(request) {
      const input = productUpdatesRequestSchema.parse(request);
      const result = await getProductUpdates(await deps.getDatabase(), input);
      return {
        updates: result.rows.map((r) => ({
          serffTrackingNumber: r.serff_tracking_number,
          carrier: r.carrier,
          company: r.company,
          state: r.state,
          productName: r.product_name,
          lineOfBusiness: r.line_of_business,
          filingType: r.filing_type,
          dispositionStatus: r.disposition_status,
          submittedDate: toApiDate(r.submitted_date),
          effectiveDate: toApiDate(r.effective_date),
          dispositionDate: toApiDate(r.disposition_date),
          rateImpact: r.rate_impact ?? 0,
          writtenPremiumChange: r.written_premium_change ?? 0,
          summary: r.summary,
          tookEffect: r.took_effect,
        })),
        pagination: toApiPagination(result.page),
      };
    },
  });
}
