import type {
  FilingRow,
  ObjectionRow,
  RatingFactorRow,
  SupplementalMetricRow,
  WholeFilingRow,
} from './filing-rows.ts';
import { formatCount, formatMoney, formatPercent } from './format-figures.ts';
import type { Random } from './prng.ts';

const MEMO_SECTIONS = [
  'Data and Experience Period: the indication uses five accident years of earned premium and incurred losses, on-leveled to current rates and developed to ultimate with paid and incurred chain-ladder methods.',
  'Trend: frequency and severity trends were selected from exponential fits to twenty quarters of fast-track and company data; premium trend reflects changes in the distribution of risks.',
  'Catastrophe and Large Loss Provisions: non-modeled catastrophe losses are replaced by a long-term average load; large losses are capped and spread over the experience period.',
  'Expenses and Profit: fixed and variable expense provisions are based on three years of company expense data; the underwriting profit provision is consistent with the target return on surplus.',
  'Credibility: the classical full credibility standard of 1,082 claims is used, with the trended present rates as the complement of credibility.',
  'Policyholder Impact: the capping rule limits any single renewal change; the dislocation analysis is provided by coverage and by territory.',
];

/** The filing document's text, one string per page (3 to 40 pages); the jacket header is not included. */
export function buildDocumentPages(input: {
  whole: WholeFilingRow;
  filings: FilingRow[];
  factors: RatingFactorRow[];
  objections: ObjectionRow[];
  metrics: SupplementalMetricRow[];
  random?: Random;
}): string[] {
  const w = input.whole;
  const pages: string[] = [];
  pages.push(
    [
      'Filing at a Glance',
      `Filing Type: ${w.filing_type} (${w.approval_type ?? 'n/a'})   Status: ${w.disposition_status}`,
      `Submitted: ${w.submitted_date ?? 'n/a'}   Disposition: ${w.disposition_date ?? 'pending'}`,
      `Effective Date (New): ${w.effective_date_new ?? 'n/a'}   Effective Date (Renewal): ${w.effective_date_renewal ?? 'n/a'}`,
      `Companies: ${input.filings.map((f) => f.company).join('; ')}`,
      '',
      w.description ?? '',
    ].join('\n'),
  );
  for (let start = 0; start < input.filings.length; start += 3) {
    const lines = ['Rate Information'];
    for (const f of input.filings.slice(start, start + 3)) {
      lines.push(
        '',
        `Company: ${f.company}`,
        `Overall % Indicated Change: ${formatPercent(f.indicated_change)}`,
        `Overall % Rate Impact: ${formatPercent(f.rate_impact)}`,
        `Written Premium Change for this Program: ${formatMoney(f.written_premium_change)}`,
        `Number of Policy Holders Affected for this Program: ${formatCount(f.policyholders_affected)}`,
        `Written Premium for this Program: ${formatMoney(f.written_premium_for_program)}`,
        `Maximum % Change (where req'd): ${formatPercent(f.max_change)}`,
        `Minimum % Change (where req'd): ${formatPercent(f.min_change)}`,
      );
    }
    pages.push(lines.join('\n'));
  }
  if (input.metrics.length > 0) {
    const lines = [
      'Exhibit 2: Indications by Coverage',
      'Company | Coverage | Proposed | Indicated | Expense Ratio | PLR | Hist. Total Trend | Prosp. Total Trend',
    ];
    for (const m of input.metrics) {
      lines.push(
        `${m.company} | ${m.coverage} | ${formatPercent(m.proposed_change, 1)} | ${formatPercent(m.indication, 1)} | ${((m.expense_ratio ?? 0) / 100).toFixed(3)} | ${((m.permissible_loss_ratio ?? 0) / 100).toFixed(3)} | ${formatPercent(m.historic_total_trend, 1)} | ${formatPercent(m.prospective_total_trend, 1)}`,
      );
    }
    pages.push(lines.join('\n'));
  }
  for (const [k, f] of input.factors.entries()) {
    const lines = [
      `Exhibit ${k + 3}: Rating Factor - ${f.factor} (${f.category ?? 'General'})`,
      'Level | Current Relativity | Proposed Relativity | % Change',
    ];
    for (const l of f.levels)
      lines.push(
        `${l.level} | ${l.before.toFixed(3)} | ${l.after.toFixed(3)} | ${formatPercent(l.change, 1)}`,
      );
    pages.push(lines.join('\n'));
  }
  for (const o of input.objections) {
    pages.push(`Objection Letter Date: ${o.objection_date ?? ''}\n${o.content}`);
    if (o.reply_content)
      pages.push(`Response Letter Date: ${o.reply_date ?? ''}\n${o.reply_content}`);
  }
  const random = input.random;
  const extra = random ? (random.chance(0.12) ? random.int(4, 26) : random.int(0, 2)) : 1;
  for (let k = 0; pages.length < 40 && (k < extra || pages.length < 3); k++) {
    const section = MEMO_SECTIONS[k % MEMO_SECTIONS.length] ?? '';
    pages.push(`Actuarial Memorandum, part ${k + 1}\n${w.product_name}, ${w.state}\n${section}`);
  }
  return pages.slice(0, 40);
}
