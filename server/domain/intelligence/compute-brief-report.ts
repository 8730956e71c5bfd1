import { sql } from 'kysely';
import type {
  BriefFiling,
  BriefNotable,
  BriefReport,
  BriefReportType,
} from '#contract/intelligence/brief-report.ts';
import type { ObjectionSummary } from '#contract/intelligence/objection-summary.ts';
import type { Database } from '#server/db/connection.ts';
import type { FilingFilters } from '#server/domain/filings/filing-filters-schema.ts';
import { computeBreakdown, computeKeyMetrics } from './compute-brief-figures.ts';
import { describeBriefFilters, describeBriefPopulation } from './describe-brief-filters.ts';
import { formatChange, formatCount, formatDollarChange } from './format-figures.ts';
import { loadBriefFilings, loadTopMovers } from './load-brief-filings.ts';
import { readObjectionLetters } from './read-objection-letters.ts';
import { summarizeObjectionRows } from './summarize-objection-rows.ts';
import { writeBriefSummary } from './write-brief-summary.ts';

const TOP = 5;

function notable(rows: BriefFiling[]): BriefNotable[] {
  const best = (value: (r: BriefFiling) => number | null) =>
    rows.reduce<BriefFiling | undefined>((top, r) => {
      const v = value(r);
      return v !== null && (top === undefined || v > (value(top) ?? -Infinity)) ? r : top;
    }, undefined);
  const out: BriefNotable[] = [];
  const premium = best((r) => r.writtenPremiumChange);
  if (premium)
    out.push({
      serffTrackingNumber: premium.serffTrackingNumber,
      reason: 'Largest written premium change',
      figure: formatDollarChange(premium.writtenPremiumChange),
    });
  const people = best((r) => r.policyholdersAffected);
  if (people)
    out.push({
      serffTrackingNumber: people.serffTrackingNumber,
      reason: 'Most policyholders affected',
      figure: formatCount(people.policyholdersAffected),
    });
  const objections = best((r) => (r.objectionCount > 0 ? r.objectionCount : null));
  if (objections)
    out.push({
      serffTrackingNumber: objections.serffTrackingNumber,
      reason: 'Most objection letters',
      figure: formatCount(objections.objectionCount),
    });
  const gap = best((r) =>
    r.indicatedChange !== null && r.rateImpact !== null ? r.indicatedChange - r.rateImpact : null,
  );
  if (
    gap &&
    gap.indicatedChange !== null &&
    gap.rateImpact !== null &&
    gap.indicatedChange > gap.rateImpact
  ) {
    out.push({
      serffTrackingNumber: gap.serffTrackingNumber,
      reason: 'Largest indication taken below (indicated minus selected)',
      figure: formatChange(gap.indicatedChange - gap.rateImpact),
    });
  }
  return out;
}

async function objectionThemes(db: Database, rows: BriefFiling[]): Promise<ObjectionSummary> {
  const numbers = rows.map((r) => r.serffTrackingNumber);
  if (numbers.length === 0) return summarizeObjectionRows([]);
  const inBrief = sql<boolean>`o.serff_tracking_number in (${sql.join(numbers)})`;
  return summarizeObjectionRows(await readObjectionLetters(db, inBrief));
}

/** Computes a brief's report from the filings under the filters (no prose beyond the figures). */
export async function computeBriefReport(
  db: Database,
  input: { reportType: BriefReportType; filters: FilingFilters; maxFilings: number; now: Date },
): Promise<BriefReport> {
  const { filings, matchingFilings } = await loadBriefFilings(db, input.filters, input.maxFilings);
  const topMovers = await loadTopMovers(db, input.filters, TOP);
  const withoutSummary: Omit<BriefReport, 'executiveSummary'> = {
    reportType: input.reportType,
    keyMetrics: computeKeyMetrics(filings),
    charts: {
      byState: computeBreakdown(filings, 'state', 15),
      byCarrier: computeBreakdown(filings, 'carrier', 10),
    },
    topMovers,
    notableFilings: notable(filings),
    objectionThemes: input.reportType === 'objections' ? await objectionThemes(db, filings) : null,
    methods: {
      filters: [describeBriefPopulation(input.filters), ...describeBriefFilters(input.filters)],
      matchingFilings,
      consideredFilings: filings.length,
      maxFilings: input.maxFilings,
      selection: `The ${formatCount(input.maxFilings)} filings with the largest written premium change (ties by tracking number) among those matching the filters and the population; figures use each filing's overall (all-company) values.`,
      computedAt: input.now.toISOString(),
      notes: [
        `Top movers: the ${TOP} largest rate increases and the ${TOP} largest decreases among all matching filings (not only those considered).`,
        'Premium-weighted rate impact: sum of rate impact times written premium over the sum of written premium, for filings stating both.',
        'Averages leave out filings that do not state the figure; the average rate impact and the average indicated change are over the same filings (those stating both).',
      ],
    },
    filings,
  };
  return {
    ...withoutSummary,
    executiveSummary: input.reportType === 'none' ? [] : writeBriefSummary(withoutSummary),
  };
}
