import {
  describeCompanyPair,
  describeTablePair,
  TABLE_PAIR_LABELS,
} from '#contract/intelligence/describe-table-pair.ts';
import type { DiffReport, LevelDelta } from '#contract/intelligence/diff-report.ts';
import type { BriefDocument, BriefSection } from './build-brief-document.ts';
import { formatChange, formatCount, formatDollars, formatRelativity } from './format-figures.ts';

/** A difference with its sign ("+0.050", "−$12"); "—" when one side has none. */
const signed = (value: number | null, format: (v: number) => string) =>
  value === null
    ? '—'
    : `${value > 0 && !format(value).startsWith('$0') ? '+' : ''}${format(value)}`;

function levelRow(l: LevelDelta, format: (v: number) => string): string[] {
  return [
    `${l.level}${l.base ? ' (base)' : ''}`,
    l.a === null ? '—' : format(l.a),
    l.b === null ? '—' : format(l.b),
    signed(l.difference, format),
    formatChange(l.percentDifference),
  ];
}

/** The overall figures the comparison prints, each with its unit. */
const OVERALL_FORMATS: Record<string, (v: number | null) => string> = {
  overall_indicated_change: formatChange,
  overall_rate_impact: formatChange,
  overall_written_premium: formatDollars,
  overall_policyholders_affected: formatCount,
};

const LEVEL_COLUMNS = ['Level', 'A', 'B', 'B − A', 'B / A − 1'];
const LEVEL_NUMERIC = [false, true, true, true, true];

/**
 * A diff as a brief (the same sections the brief's Markdown and PDF print): the filings, the
 * company pairing, every factor level by level and the base rates. Older reports without the
 * level tables print what they have.
 */
export function buildDiffDocument(r: DiffReport): BriefDocument {
  const name = (s: DiffReport['a']) =>
    `${s.serffTrackingNumber} (${s.carrier}, ${s.state}, ${s.productName})`;
  const sections: BriefSection[] = [
    {
      heading: 'Filings compared',
      paragraphs: [`A: ${name(r.a)}.`, `B: ${name(r.b)}.`],
      table: {
        columns: ['Figure', 'A', 'B', 'B − A'],
        numeric: [false, true, true, true],
        rows: r.overall.flatMap((f) => {
          const format = OVERALL_FORMATS[f.metric];
          return format ? [[f.label, format(f.a), format(f.b), format(f.delta)]] : [];
        }),
      },
    },
  ];
  if (r.companyPairs && r.companyPairs.length > 0)
    sections.push({
      heading: 'Companies',
      paragraphs: [],
      table: {
        columns: ['Company of A', 'Company of B', 'Pairing'],
        numeric: [false, false, false],
        rows: r.companyPairs.map((p) => [p.a ?? '—', p.b ?? '—', describeCompanyPair(p)]),
      },
    });
  for (const f of r.factorTables ?? [])
    sections.push({
      heading: `Rating factor: ${f.name} (${TABLE_PAIR_LABELS[f.status]})`,
      paragraphs: [describeTablePair(f)],
      table: {
        columns: LEVEL_COLUMNS,
        numeric: LEVEL_NUMERIC,
        rows: f.levels.map((l) => levelRow(l, formatRelativity)),
      },
    });
  if (r.baseRates && r.baseRates.length > 0)
    sections.push({
      heading: 'Base rates (US dollars)',
      paragraphs: r.baseRates.map((b) => `${b.coverage}: ${describeTablePair(b)}`),
      table: {
        columns: ['Coverage', 'A', 'B', 'B − A', 'B / A − 1'],
        numeric: LEVEL_NUMERIC,
        rows: r.baseRates.map((b) => levelRow(b.rate, formatDollars)),
      },
    });
  return {
    title: `Filing comparison: ${r.a.serffTrackingNumber} and ${r.b.serffTrackingNumber}`,
    subtitle: 'B compared with A; differences are B minus A.',
    sections,
  };
}
