import { sql } from 'kysely';
import { formatIsoAsCalendarDate } from '#contract/format/format-date.ts';
import type { Database } from '#server/db/connection.ts';
import {
  type FactorLevel,
  findTablePage,
  parseFactorLevels,
  premiumEffect,
} from './factor-levels.ts';
import type { FilingDetails, FilingRatingFactor } from './filing-details.ts';
import {
  type FilingListRow,
  filingRowColumns,
  WHOLE_FILING_EXTRA_COLUMNS,
} from './filing-list-row.ts';
import { wholeFilingRowColumns } from './whole-filing-list-row.ts';

/** A relativity when the stored value is a single number (not a range). */
function singleNumber(value: string | null, levels: FactorLevel[], pick: 'before' | 'after') {
  if (value !== null && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  if (levels.length === 1 && levels[0]) return levels[0][pick];
  return undefined;
}

function describeFactor(levels: FactorLevel[], before: string | null, after: string | null) {
  const range = before !== null && after !== null ? `Relativities ${before} to ${after}` : '';
  const names = levels.map((l) => l.level).join(', ');
  return [range, names ? `levels: ${names}` : ''].filter(Boolean).join('; ');
}

const ISO_DAY = /\b\d{4}-\d{2}-\d{2}\b/g;

/**
 * A line of the change log as the filing page shows it: its date, and every ISO date inside the
 * entry ("response received 2024-02-01"), read as "Feb 1, 2024" (contract/format/, ADR 024).
 */
function changeLogLine(log: { logged_on: string; entry: string }): string {
  const entry = log.entry.replace(ISO_DAY, (iso) => formatIsoAsCalendarDate(iso));
  return `${formatIsoAsCalendarDate(log.logged_on)}: ${entry}`;
}

/**
 * Loads a whole filing with its company rows and child entities (undefined when unknown). The
 * queries are independent and run concurrently (on a server pool they use several connections).
 */
export async function loadFilingDetails(
  db: Database,
  trackingNumber: string,
): Promise<FilingDetails | undefined> {
  const k = db.kysely;
  const [whole, companies, metrics, factors, objections, logs, reviewers, baseRates, ratePages] =
    await Promise.all([
      sql<FilingDetails['whole']>`
      select ${wholeFilingRowColumns('w')}, w.description, w.summary,
        w.prior_serff_tracking_number, w.refiles_serff_tracking_number from whole_filings w
      where w.serff_tracking_number = ${trackingNumber}`.execute(k),
      sql<FilingListRow>`
      select ${filingRowColumns('f')}, ${WHOLE_FILING_EXTRA_COLUMNS} from filings f
      join whole_filings w on w.serff_tracking_number = f.serff_tracking_number
      where f.serff_tracking_number = ${trackingNumber} order by f.company`.execute(k),
      k
        .selectFrom('supplemental_metrics')
        .selectAll()
        .where('serff_tracking_number', '=', trackingNumber)
        .orderBy('company')
        .orderBy('coverage')
        .orderBy('id')
        .execute(),
      k
        .selectFrom('rating_factors')
        .select([
          'factor',
          'category',
          'levels',
          'before_value',
          'after_value',
          'change',
          'company',
        ])
        .where('serff_tracking_number', '=', trackingNumber)
        .orderBy('id')
        .execute(),
      k
        .selectFrom('objections')
        .select([
          'round',
          'objection_date',
          'reviewer_name',
          'content',
          'reply_content',
          'reply_date',
          'summary',
        ])
        .where('serff_tracking_number', '=', trackingNumber)
        .orderBy('round')
        .execute(),
      k
        .selectFrom('filing_change_logs')
        .select(['logged_on', 'entry'])
        .where('serff_tracking_number', '=', trackingNumber)
        .orderBy('logged_on')
        .orderBy('id')
        .execute(),
      k
        .selectFrom('filing_reviewers as fr')
        .innerJoin('reviewers as r', 'r.id', 'fr.reviewer_id')
        .select(['r.name', 'fr.role'])
        .where('fr.serff_tracking_number', '=', trackingNumber)
        .orderBy('fr.role')
        .orderBy('r.name')
        .execute(),
      k
        .selectFrom('base_rates')
        .select(['company', 'coverage', 'before_rate', 'after_rate', 'change', 'exposure_share'])
        .where('serff_tracking_number', '=', trackingNumber)
        .orderBy('id')
        .execute(),
      // The rate pages of the PDF, where the factor tables and the base rates are printed.
      k
        .selectFrom('document_pages')
        .select(['page_number', 'content'])
        .where('serff_tracking_number', '=', trackingNumber)
        .where('content', 'like', 'Rate Pages%')
        .orderBy('page_number')
        .execute(),
    ]);
  const wholeRow = whole.rows[0];
  if (!wholeRow) return undefined;
  const baseRatesPage = findTablePage(ratePages, 'Base Rates');
  return {
    whole: wholeRow,
    companies: companies.rows,
    metrics,
    factors: factors.map((f): FilingRatingFactor => {
      const levels = parseFactorLevels(f.levels);
      const before = singleNumber(f.before_value, levels, 'before');
      const after = singleNumber(f.after_value, levels, 'after');
      return {
        name: f.factor,
        category: f.category ?? '',
        description: describeFactor(levels, f.before_value, f.after_value),
        ...(before !== undefined ? { relativityBefore: before } : {}),
        ...(after !== undefined ? { relativityAfter: after } : {}),
        change: f.change ?? 0,
        company: f.company,
        levels,
        premiumEffect: premiumEffect(levels),
        pdfPage: findTablePage(ratePages, f.factor),
      };
    }),
    baseRates: baseRates.map((b) => ({
      company: b.company,
      coverage: b.coverage,
      before: b.before_rate,
      after: b.after_rate,
      change: b.change,
      exposureShare: b.exposure_share,
      pdfPage: baseRatesPage,
    })),
    objections: objections.map((o) => ({
      round: o.round,
      sentDate: o.objection_date,
      reviewer: o.reviewer_name ?? '',
      content: o.content,
      reply: o.reply_content ?? '',
      replyDate: o.reply_date,
      themes: o.summary ? o.summary.split('; ').filter(Boolean) : [],
    })),
    changeLog: logs.map(changeLogLine).join('\n'),
    reviewers: reviewers.map((r) => ({ name: r.name, role: r.role })),
  };
}
