import { formatIsoAsCalendarDate } from '#contract/format/format-date.ts';
import type { BriefReportType } from '#contract/intelligence/brief-report.ts';
import type { Database } from '#server/db/connection.ts';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';
import { computeBriefReport } from './compute-brief-report.ts';
import { briefScope } from './describe-brief-filters.ts';
import { formatCount } from './format-figures.ts';
import { type BriefRow, type StoredBrief, toStoredBrief } from './stored-brief.ts';

export type ProseRewriter = (paragraphs: string[]) => Promise<string[]>;

const TITLES: Record<BriefReportType, string> = {
  none: 'Filings',
  generic: 'Rate filing brief',
  objections: 'Objections brief',
};

/**
 * Computes a brief from the filings under the filters and stores it for the user. The prose may
 * be rewritten by `rewrite` (an optional model); the figures never are.
 */
export async function createIntelligenceBrief(
  db: Database,
  input: {
    userId: string;
    reportType: BriefReportType;
    filters: FilingFilters;
    maxFilings: number;
    now?: Date;
    rewrite?: ProseRewriter;
  },
): Promise<StoredBrief> {
  const now = input.now ?? new Date();
  const report = await computeBriefReport(db, { ...input, now });
  if (input.rewrite && report.executiveSummary.length > 0) {
    report.executiveSummary = await input.rewrite(report.executiveSummary);
  }
  const title = `${TITLES[input.reportType]}: ${briefScope(input.filters)}`;
  const count = report.keyMetrics.filingCount;
  const subtitle = `${formatCount(count)} filing${count === 1 ? '' : 's'} of ${formatCount(report.methods.matchingFilings)} matching, by written premium change; ${formatIsoAsCalendarDate(now.toISOString())}`;
  const [row] = await db.query<BriefRow>(
    `insert into briefs (user_id, report_type, title, subtitle, filters, filings, report_json, created_date)
     values ($1, $2, $3, $4, $5::jsonb, $6::text[], $7::jsonb, $8) returning *`,
    [
      input.userId,
      input.reportType,
      title,
      subtitle,
      JSON.stringify({ filters: input.filters, maxFilings: input.maxFilings }),
      report.filings.map((f) => f.serffTrackingNumber),
      JSON.stringify(report),
      now.toISOString(),
    ],
  );
  if (!row) throw new Error('brief not stored');
  return toStoredBrief(row);
}
