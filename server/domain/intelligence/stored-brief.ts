import { emptyFilterLists } from '#contract/filings/filter-fields.ts';
import {
  type BriefCommentaryBlock,
  briefCommentarySchema,
} from '#contract/intelligence/brief-commentary.ts';
import {
  type BriefReport,
  type BriefReportType,
  briefReportSchema,
} from '#contract/intelligence/brief-report.ts';
import { parseReport } from '#contract/intelligence/parse-report.ts';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';
import { type ItemOwnership, toItemOwnership } from '#server/domain/team/item-ownership.ts';

export const DEFAULT_MAX_FILINGS = 50;
export const MAX_MAX_FILINGS = 500;

/** A brief as stored for its owner. */
export type StoredBrief = {
  id: string;
  userId: string;
  title: string;
  subtitle: string;
  reportType: BriefReportType;
  filters: FilingFilters;
  maxFilings: number;
  filings: string[];
  report: BriefReport;
  /** The author's commentary blocks, in order. */
  commentary: BriefCommentaryBlock[];
  /** Owner and sharing (migration 230). */
  sharing: ItemOwnership;
  createdDate: Date;
};

export type BriefRow = {
  id: string;
  user_id: string;
  report_type: BriefReportType;
  title: string;
  subtitle: string | null;
  filters: { filters?: FilingFilters; maxFilings?: number } | string;
  filings: string[];
  /** jsonb: an object from PostgreSQL, maybe text elsewhere; parsed with the contract on read. */
  report_json: unknown;
  /** jsonb [{ heading, text }] (migration 210); absent in rows selected without it. */
  commentary?: unknown;
  /** Migration 230; absent in rows selected without them (then private). */
  organization_id?: string | null;
  visibility?: string;
  /** Selected with OWNER_NAME_COLUMN. */
  owner_name?: string | null;
  created_date: Date | string;
};

const json = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/**
 * A stored brief row as the api returns it. Its report is parsed with the contract schema: a row
 * that no longer matches throws (a plain error, so the caller gets INTERNAL and the log the field).
 */
export function toStoredBrief(row: BriefRow): StoredBrief {
  const stored = json(row.filters);
  const report = parseReport(briefReportSchema, row.report_json, `report of brief ${row.id}`);
  if (!report.ok) throw new Error(report.error);
  const commentary = briefCommentarySchema.safeParse(
    typeof row.commentary === 'string' ? JSON.parse(row.commentary) : (row.commentary ?? []),
  );
  if (!commentary.success) throw new Error(`commentary of brief ${row.id} is not valid`);
  return {
    id: row.id,
    userId: row.user_id,
    title: row.title,
    subtitle: row.subtitle ?? '',
    reportType: row.report_type,
    filters: stored.filters ?? emptyFilterLists(),
    maxFilings: stored.maxFilings ?? DEFAULT_MAX_FILINGS,
    filings: row.filings,
    report: report.report,
    commentary: commentary.data,
    sharing: toItemOwnership({
      user_id: row.user_id,
      organization_id: row.organization_id ?? null,
      visibility: row.visibility ?? 'private',
      owner_name: row.owner_name ?? null,
    }),
    createdDate: new Date(row.created_date),
  };
}

/** A brief id is a UUID; anything else can match no brief. */
export function isBriefId(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}
