import { TABLE_PAIR_LABELS } from '#contract/intelligence/describe-table-pair.ts';
import type { DiffReport } from '#contract/intelligence/diff-report.ts';
import { csvRow } from '#server/documents/csv-row.ts';

const HEADER = [
  'section',
  'item',
  'level',
  'a',
  'b',
  'difference_b_minus_a',
  'percent_difference',
  'status',
  'source_a',
  'source_b',
];

/**
 * The diff as CSV, one figure per row with raw numbers (relativities, dollars, percentage points):
 * overall figures, per-company figures (the pair's names), every factor level and base rate.
 */
export function renderDiffCsv(r: DiffReport): string {
  const rows: (string | number | null)[][] = [];
  for (const f of r.overall)
    rows.push([
      'overall',
      f.label,
      '',
      f.a,
      f.b,
      f.delta,
      null,
      '',
      r.a.serffTrackingNumber,
      r.b.serffTrackingNumber,
    ]);
  for (const c of r.companies)
    for (const f of c.figures)
      rows.push([
        'company',
        c.companyB ? `${c.company} / ${c.companyB}` : c.company,
        f.label,
        f.a,
        f.b,
        f.delta,
        null,
        c.presentIn === 'both' ? '' : `only in ${c.presentIn.toUpperCase()}`,
        '',
        '',
      ]);
  for (const t of r.factorTables ?? [])
    for (const l of t.levels)
      rows.push([
        'rating factor',
        t.name,
        l.level,
        l.a,
        l.b,
        l.difference,
        l.percentDifference,
        TABLE_PAIR_LABELS[t.status],
        t.a.serffTrackingNumber ?? '',
        t.b.serffTrackingNumber ?? '',
      ]);
  for (const b of r.baseRates ?? [])
    rows.push([
      'base rate',
      b.coverage,
      '',
      b.rate.a,
      b.rate.b,
      b.rate.difference,
      b.rate.percentDifference,
      TABLE_PAIR_LABELS[b.status],
      b.a.serffTrackingNumber ?? '',
      b.b.serffTrackingNumber ?? '',
    ]);
  return [HEADER, ...rows].map(csvRow).join('');
}
