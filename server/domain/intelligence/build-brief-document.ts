import { formatDateTime } from '#contract/format/format-date.ts';
import { commentaryParagraphs } from '#contract/intelligence/brief-commentary.ts';
import type { BriefFiling } from '#contract/intelligence/brief-report.ts';
import { formatChange, formatCount, formatDollarChange, formatDollars } from './format-figures.ts';
import type { StoredBrief } from './stored-brief.ts';

export type BriefTable = { columns: string[]; rows: string[][]; numeric: boolean[] };
export type BriefSection = { heading: string; paragraphs: string[]; table?: BriefTable };
/** A brief laid out as titled sections of prose and tables: what Markdown and PDF both print. */
export type BriefDocument = { title: string; subtitle: string; sections: BriefSection[] };

function filingTable(rows: BriefFiling[]): BriefTable {
  return {
    columns: ['Tracking number', 'Carrier', 'State', 'Product', 'Rate impact', 'Premium change'],
    numeric: [false, false, false, false, true, true],
    rows: rows.map((f) => [
      f.serffTrackingNumber,
      f.carrier,
      f.state,
      f.productName,
      formatChange(f.rateImpact),
      formatDollarChange(f.writtenPremiumChange),
    ]),
  };
}

/** The sections of a stored brief, every figure formatted from its report. */
export function buildBriefDocument(brief: StoredBrief): BriefDocument {
  const r = brief.report;
  const m = r.keyMetrics;
  const sections: BriefSection[] = [];
  if (r.executiveSummary.length > 0)
    sections.push({ heading: 'Executive summary', paragraphs: r.executiveSummary });
  for (const block of brief.commentary) {
    sections.push({
      heading: block.heading || 'Commentary',
      paragraphs: commentaryParagraphs(block.text),
    });
  }
  sections.push({
    heading: 'Key metrics',
    paragraphs: [],
    table: {
      columns: ['Metric', 'Value'],
      numeric: [false, true],
      rows: [
        ['Filings', formatCount(m.filingCount)],
        ['Written premium', formatDollars(m.totalWrittenPremium)],
        ['Written premium change', formatDollarChange(m.totalWrittenPremiumChange)],
        ['Premium-weighted rate impact', formatChange(m.premiumWeightedRateImpact)],
        ['Average rate impact', formatChange(m.averageRateImpact)],
        ['Average indicated change', formatChange(m.averageIndicatedChange)],
        ['Policyholders affected', formatCount(m.totalPolicyholdersAffected)],
        ['Objection letters', formatCount(m.totalObjections)],
        ['Filings with objections', formatCount(m.filingsWithObjections)],
      ],
    },
  });
  const breakdown = (heading: string, label: string, items: typeof r.charts.byState) =>
    sections.push({
      heading,
      paragraphs: [],
      table: {
        columns: [label, 'Filings', 'Premium change', 'Weighted rate impact'],
        numeric: [false, true, true, true],
        rows: items.map((b) => [
          b.name,
          formatCount(b.filings),
          formatDollarChange(b.writtenPremiumChange),
          formatChange(b.premiumWeightedRateImpact),
        ]),
      },
    });
  breakdown('By state', 'State', r.charts.byState);
  breakdown('By carrier', 'Carrier', r.charts.byCarrier);
  sections.push({
    heading: 'Top movers: largest increases',
    paragraphs: r.topMovers.increases.length ? [] : ['No increases.'],
    table: filingTable(r.topMovers.increases),
  });
  sections.push({
    heading: 'Top movers: largest decreases',
    paragraphs: r.topMovers.decreases.length ? [] : ['No decreases.'],
    table: filingTable(r.topMovers.decreases),
  });
  sections.push({
    heading: 'Notable filings',
    paragraphs: [],
    table: {
      columns: ['Tracking number', 'Why', 'Figure'],
      numeric: [false, false, true],
      rows: r.notableFilings.map((n) => [n.serffTrackingNumber, n.reason, n.figure]),
    },
  });
  if (r.objectionThemes) {
    sections.push({
      heading: 'Objection themes',
      paragraphs: [r.objectionThemes.summary],
      table: {
        columns: ['Theme', 'Letters', 'Top state', 'Top reviewer', 'Top carrier'],
        numeric: [false, true, false, false, false],
        rows: r.objectionThemes.themes.map((t) => [
          t.theme,
          formatCount(t.totalObjections),
          t.states[0]?.value ?? '',
          t.reviewers[0]?.value ?? '',
          t.carriers[0]?.value ?? '',
        ]),
      },
    });
  }
  sections.push({ heading: 'Filings considered', paragraphs: [], table: filingTable(r.filings) });
  sections.push({
    heading: 'Methods',
    paragraphs: [
      `Filters: ${r.methods.filters.join('; ')}.`,
      `${formatCount(r.methods.matchingFilings)} filings match the filters; ${formatCount(r.methods.consideredFilings)} were considered (at most ${formatCount(r.methods.maxFilings)}).`,
      r.methods.selection,
      ...r.methods.notes,
      `Computed ${formatDateTime(new Date(r.methods.computedAt), { utc: true })} from the filings table.`,
    ],
  });
  return { title: brief.title, subtitle: brief.subtitle, sections };
}
