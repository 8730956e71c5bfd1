import { formatCount, formatPercent } from '#server/data/format-figures.ts';
import { serffDate, wholeDollars } from './document-formats.ts';
import type { DocumentFacts } from './document-input.ts';
import type { PageWriter } from './page-writer.ts';

const HEADER = [
  'Company Name',
  'Overall % Indicated Change',
  'Overall % Rate Impact',
  'Written Premium Change for this Program',
  '# of Policy Holders Affected for this Program',
  'Written Premium for this Program',
  "Maximum % Change (where req'd)",
  "Minimum % Change (where req'd)",
];

type Figures = {
  indicated: number | null | undefined;
  impact: number | null | undefined;
  premiumChange: number | null | undefined;
  policyholders: number | null | undefined;
  premium: number | null | undefined;
  max: number | null | undefined;
  min: number | null | undefined;
};

const cells = (name: string, f: Figures): string[] => [
  name,
  formatPercent(f.indicated),
  formatPercent(f.impact),
  wholeDollars(f.premiumChange),
  formatCount(f.policyholders),
  wholeDollars(f.premium),
  formatPercent(f.max),
  formatPercent(f.min),
];

/** Company Rate Information: SERFF's rate-information fields for each company and overall. */
export function writeRateInformation(writer: PageWriter, facts: DocumentFacts): void {
  const w = facts.whole;
  writer.startPage(['Company Rate Information']);
  if (!facts.hasRates) {
    writer.paragraph('Rate data does NOT apply to filing.');
    return;
  }
  const first = facts.filings[0];
  writer.form([
    ['Rate Change Type:', w.rate_change_type ?? 'Neutral', 'Filing Method:', w.approval_type ?? ''],
    [
      'Overall Percentage of Last Rate Revision:',
      formatPercent(first?.prior_rate_change ?? null),
      'Effective Date of Last Rate Revision:',
      first?.prior_rate_change === null || first?.prior_rate_change === undefined
        ? ''
        : serffDate(
            `${Number((w.submitted_date ?? '2024').slice(0, 4)) - 1}${(w.effective_date_new ?? '-01-01').slice(4)}`,
          ),
    ],
  ]);
  const rows = facts.filings.map((f) =>
    cells(f.company, {
      indicated: f.indicated_change,
      impact: f.rate_impact,
      premiumChange: f.written_premium_change,
      policyholders: f.policyholders_affected,
      premium: f.written_premium_for_program,
      max: f.max_change,
      min: f.min_change,
    }),
  );
  rows.push(
    cells('Overall', {
      indicated: w.overall_indicated_change,
      impact: w.overall_rate_impact,
      premiumChange: w.overall_written_premium_change,
      policyholders: w.overall_policyholders_affected,
      premium: w.overall_written_premium,
      max: w.overall_max_change,
      min: w.overall_min_change,
    }),
  );
  writer.table('Company Rate Information', HEADER, rows);
  writer.paragraph(
    'The policyholders affected are counted as policies in force for this program; the maximum and minimum changes are the largest and smallest changes to an individual premium before any capping.',
  );
}
