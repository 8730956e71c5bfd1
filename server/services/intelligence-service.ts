import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { z } from 'zod';
import { briefTextSchema } from '#contract/intelligence/brief-commentary.ts';
import type { BriefReportType } from '#contract/intelligence/brief-report.ts';
import { IntelligenceService, ReportType } from '#gen/ratefiling/v1/intelligence_service_pb.ts';
import { canReadItem, visibleItemsScope } from '#server/auth/shared-item-access.ts';
import type { VerifiedAuth } from '#server/auth/verified-auth.ts';
import { getLlmConfig } from '#server/config/llm-config.ts';
import type { Database } from '#server/db/connection.ts';
import { pageRequestSchema } from '#server/domain/filings/page-request.ts';
import { filingFiltersSchema } from '#server/domain/filings/resolve-filing-filters.ts';
import { trackingNumberSchema } from '#server/domain/filings/tracking-number-schema.ts';
import { buildDiffDocument } from '#server/domain/intelligence/build-diff-document.ts';
import { createDiff } from '#server/domain/intelligence/create-diff.ts';
import {
  createIntelligenceBrief,
  type ProseRewriter,
} from '#server/domain/intelligence/create-intelligence-brief.ts';
import { createObjectionReply } from '#server/domain/intelligence/create-objection-reply.ts';
import { getBrief } from '#server/domain/intelligence/get-brief.ts';
import { getObjectionSummary } from '#server/domain/intelligence/get-objection-summary.ts';
import { listBriefs } from '#server/domain/intelligence/list-briefs.ts';
import { listObjections } from '#server/domain/intelligence/list-objections.ts';
import { renderBriefMarkdown } from '#server/domain/intelligence/render-brief-markdown.ts';
import { renderDiffCsv } from '#server/domain/intelligence/render-diff-csv.ts';
import { createLlmProseRewriter } from '#server/domain/intelligence/rewrite-prose.ts';
import {
  DEFAULT_MAX_FILINGS,
  MAX_MAX_FILINGS,
  type StoredBrief,
} from '#server/domain/intelligence/stored-brief.ts';
import { updateBrief } from '#server/domain/intelligence/update-brief.ts';
import { deleteSharedItem } from '#server/domain/team/delete-shared-item.ts';
import { callerOf } from '#server/rpc/caller-of.ts';
import { defineRpcService, type RpcServiceRegistration } from '#server/rpc/define-rpc-service.ts';
import { toApiDate, toApiFilters, toApiPagination } from './filing-service-mapping.ts';
import { itemAccessError } from './item-access-error.ts';
import { toApiSharing } from './item-sharing-mapping.ts';

export type IntelligenceServiceDeps = {
  getDatabase: () => Promise<Database>;
  /** Rewrites prose (an optional model); default: from LLM_* in the environment, else none. */
  rewriteProse?: ProseRewriter;
};

const filters = z.preprocess((v) => v ?? {}, filingFiltersSchema);
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((s) => s || undefined);
const scopeSchema = z.object({
  filters,
  reviewer: optionalText(200, 'Reviewer'),
  theme: optionalText(200, 'Theme'),
  query: optionalText(500, 'Search words'),
  pagination: pageRequestSchema,
});
const summarySchema = z.object({ filters, reviewer: optionalText(200, 'Reviewer') });
const replySchema = z.object({
  objectionContent: z
    .string()
    .trim()
    .min(1, 'Paste the objection letter')
    .max(50_000, 'The letter must be at most 50,000 characters'),
  serffTrackingNumber: z
    .union([z.literal(''), trackingNumberSchema])
    .transform((s) => s || undefined),
});
const diffSchema = z.object({
  serffTrackingNumberA: trackingNumberSchema,
  serffTrackingNumberB: trackingNumberSchema,
});
const REPORT_TYPES: Record<number, BriefReportType> = {
  [ReportType.NONE]: 'none',
  [ReportType.GENERIC]: 'generic',
  [ReportType.OBJECTIONS]: 'objections',
};
const TO_API_TYPE: Record<BriefReportType, ReportType> = {
  none: ReportType.NONE,
  generic: ReportType.GENERIC,
  objections: ReportType.OBJECTIONS,
};
const briefSchema = z.object({
  reportType: z
    .number()
    .refine((t) => t in REPORT_TYPES, 'Choose a report type')
    .transform((t) => REPORT_TYPES[t] ?? 'generic'),
  filters: z.preprocess(
    (v) => v ?? {},
    z.object({
      filters,
      maxFilings: z
        .number()
        .int()
        .min(0)
        .max(MAX_MAX_FILINGS, `At most ${MAX_MAX_FILINGS} filings`)
        .transform((n) => n || DEFAULT_MAX_FILINGS),
    }),
  ),
});
const idSchema = z.object({ id: z.string().trim().min(1, 'A brief id is required').max(64) });
const updateSchema = idSchema.and(briefTextSchema);

function toApiBrief(auth: VerifiedAuth, b: StoredBrief) {
  return {
    id: b.id,
    title: b.title,
    subtitle: b.subtitle,
    reportType: TO_API_TYPE[b.reportType],
    filters: { filters: toApiFilters(b.filters), maxFilings: b.maxFilings },
    serffTrackingNumbers: b.filings,
    reportJson: JSON.stringify(b.report),
    commentary: b.commentary,
    sharing: toApiSharing(auth, b.sharing),
    createdDate: timestampFromDate(b.createdDate),
  };
}

/**
 * IntelligenceService: objections, reply drafts, diffs, and the briefs of the caller and of
 * their active organization (shared-item-access.ts decides who reads and changes which).
 */
export function createIntelligenceService(deps: IntelligenceServiceDeps): RpcServiceRegistration {
  const proseRewriter = (): ProseRewriter | undefined => {
    if (deps.rewriteProse) return deps.rewriteProse;
    const llm = getLlmConfig();
    return llm && createLlmProseRewriter(llm);
  };
  return defineRpcService(IntelligenceService, {
    async listObjections(request) {
      const { pagination, ...scope } = scopeSchema.parse(request);
      const result = await listObjections(await deps.getDatabase(), scope, pagination);
      return {
        objections: result.items.map((i) => ({
          ...i,
          objection: {
            ...i.objection,
            sentDate: toApiDate(i.objection.sentDate),
            replyDate: toApiDate(i.objection.replyDate),
          },
        })),
        pagination: toApiPagination(result.page),
      };
    },

    async getObjectionSummary(request) {
      const scope = summarySchema.parse(request);
      const s = await getObjectionSummary(await deps.getDatabase(), scope);
      return {
        summary: {
          ...s,
          trend: s.trend.map((t) => ({
            periodStart: toApiDate(t.periodStart),
            totalObjections: t.totalObjections,
          })),
        },
      };
    },

    async createObjectionReply(request) {
      const input = replySchema.parse(request);
      const draft = await createObjectionReply(await deps.getDatabase(), input);
      const rewrite = proseRewriter();
      const content = rewrite
        ? ((await rewrite([draft.content]))[0] ?? draft.content)
        : draft.content;
      return { reply: { content, requests: draft.requests }, themes: draft.themes };
    },

    async createDiff(request) {
      const parsed = diffSchema.safeParse(request);
      if (!parsed.success) {
        return {
          reportJson: '',
          errorMessage: parsed.error.issues[0]?.message ?? 'Not a SERFF tracking number',
          warnings: [],
          markdown: '',
          csv: '',
        };
      }
      const { serffTrackingNumberA: a, serffTrackingNumberB: b } = parsed.data;
      const result = await createDiff(await deps.getDatabase(), a, b);
      if (!result.ok)
        return {
          reportJson: '',
          errorMessage: result.errorMessage,
          warnings: [],
          markdown: '',
          csv: '',
        };
      return {
        reportJson: JSON.stringify(result.report),
        errorMessage: '',
        warnings: result.warnings,
        markdown: renderBriefMarkdown(buildDiffDocument(result.report)),
        csv: renderDiffCsv(result.report),
      };
    },

    async createIntelligenceBrief(request, context) {
      const auth = callerOf(context);
      const input = briefSchema.parse(request);
      const rewrite = proseRewriter();
      const brief = await createIntelligenceBrief(await deps.getDatabase(), {
        userId: auth.userId,
        reportType: input.reportType,
        filters: input.filters.filters,
        maxFilings: input.filters.maxFilings,
        ...(rewrite ? { rewrite } : {}),
      });
      return { brief: toApiBrief(auth, brief) };
    },

    async listBriefs(request, context) {
      const auth = callerOf(context);
      const page = pageRequestSchema.parse(request.pagination);
      const result = await listBriefs(await deps.getDatabase(), visibleItemsScope(auth), page);
      return {
        briefs: result.briefs.map((b) => ({
          ...b,
          sharing: toApiSharing(auth, b.sharing),
          reportType: TO_API_TYPE[b.reportType],
          createdDate: timestampFromDate(b.createdDate),
        })),
        pagination: toApiPagination(result.page),
      };
    },

    async getBrief(request, context) {
      const auth = callerOf(context);
      const { id } = idSchema.parse(request);
      const brief = await getBrief(await deps.getDatabase(), id);
      if (!brief || !canReadItem(auth, brief.sharing))
        throw itemAccessError('not-found', 'brief', id);
      return { brief: toApiBrief(auth, brief) };
    },

    async deleteBrief(request, context) {
      const auth = callerOf(context);
      const { id } = idSchema.parse(request);
      const result = await deleteSharedItem(await deps.getDatabase(), auth, 'brief', id);
      if (!result.ok) throw itemAccessError(result.reason, 'brief', id);
      return {};
    },

    async updateBrief(request, context) {
      const auth = callerOf(context);
      const { id, ...text } = updateSchema.parse(request);
      const result = await updateBrief(await deps.getDatabase(), auth, id, text);
      if (!result.ok) throw itemAccessError(result.reason, 'brief', id);
      return { brief: toApiBrief(auth, result.value) };
    },
  });
}
