import { grouped, letterDate, pct1, wholeDollars } from './document-formats.ts';
import type { DocumentFacts } from './document-input.ts';
import { baseRateChanges, listText, type MemoFigures, memoFigures } from './memorandum-figures.ts';
import type { PageWriter } from './page-writer.ts';

type Context = { facts: DocumentFacts; figures: MemoFigures; filer: string; program: string };
type Template = (c: Context) => string;

const INTRO: readonly Template[] = [
  (c) =>
    `${c.filer} proposes an overall rate change of ${pct1(c.facts.whole.overall_rate_impact)} for its ${c.program} in ${c.facts.stateName}, effective ${letterDate(c.facts.whole.effective_date_new)} for new business and ${letterDate(c.facts.whole.effective_date_renewal)} for renewals.`,
  (c) =>
    `This memorandum supports the revision of rates for the ${c.program} written by ${c.filer} in ${c.facts.stateName}. The proposed changes produce an overall impact of ${pct1(c.facts.whole.overall_rate_impact)} on written premium of ${money(c.facts.whole.overall_written_premium)}.`,
  (c) =>
    `The purpose of this filing is to revise base rates and rating relativities of the ${c.program} in ${c.facts.stateName}. The revision affects ${count(c.facts.whole.overall_policyholders_affected)} policyholders and changes annual written premium by ${money(c.facts.whole.overall_written_premium_change)}.`,
];

const DATA: readonly Template[] = [
  () =>
    'The indication uses five accident years of earned premium and incurred losses, on-leveled to current rates with the parallelogram method and developed to ultimate with paid and incurred chain-ladder methods; the selected development factors are the three-year volume-weighted averages.',
  () =>
    'Losses and allocated loss adjustment expenses of the latest twenty quarters are developed to ultimate with incurred chain-ladder factors, cross-checked against a Bornhuetter-Ferguson estimate for the two least mature accident years.',
  () =>
    'Experience of the three latest accident years, evaluated at twelve-month intervals, is developed to ultimate with paid and incurred loss development triangles; large losses above the 98th percentile are capped and replaced by a ten-year excess load.',
];

const CREDIBILITY: readonly Template[] = [
  () =>
    'Credibility follows the classical standard of 1,082 claims for full credibility, with the square-root rule for partial credibility; the complement is the trended present rate level.',
  () =>
    'The state experience is assigned credibility by the square-root rule against a full standard of 1,082 claims; the complement is the countrywide indication adjusted to state cost levels.',
];

const IMPACT: readonly Template[] = [
  (c) =>
    `Individual premium changes range from ${pct1(c.facts.whole.overall_min_change)} to ${pct1(c.facts.whole.overall_max_change)}. The dislocation analysis by coverage and by territory is provided in the supporting exhibits.`,
  (c) =>
    `The dislocation analysis shows individual changes between ${pct1(c.facts.whole.overall_min_change)} and ${pct1(c.facts.whole.overall_max_change)}; a renewal capping rule limits any single policy change at renewal.`,
  (c) =>
    `${count(c.facts.whole.overall_policyholders_affected)} policyholders are affected. The uncapped rate-change histogram and the dislocation analysis are attached; individual changes range from ${pct1(c.facts.whole.overall_min_change)} to ${pct1(c.facts.whole.overall_max_change)}.`,
];

const money = wholeDollars;
const count = (v: number | null | undefined): string =>
  v === null || v === undefined ? 'the' : grouped(v);

function selection(c: Context): string {
  const w = c.facts.whole;
  const indicated = w.overall_indicated_change;
  const impact = w.overall_rate_impact ?? 0;
  if (indicated === null || indicated === undefined)
    return `No overall indication is presented; the selected change of ${pct1(impact)} reflects the revised relativities and the expense review.`;
  const gap = indicated - impact;
  const base = `The overall indicated change is ${pct1(indicated)}; the selected change is ${pct1(impact)}.`;
  if (Math.abs(gap) < 0.05) return `${base} The company selects the full indication.`;
  if (gap > 0)
    return `${base} The company selects less than the full indication to moderate the impact on policyholders and to keep its rates competitive; the remainder will be reviewed in the next revision.`;
  return `${base} The selection exceeds the indication because the latest two quarters show emerging severity that the experience period does not yet reflect.`;
}

function trend(c: Context): string | null {
  const f = c.figures;
  if (f.prospectiveSeverity === null && f.historicSeverity === null) return null;
  const parts = [
    `Selected annual loss trends average ${pct1(f.prospectiveFrequency)} for frequency and ${pct1(f.prospectiveSeverity)} for severity across coverages`,
  ];
  if (f.historicSeverity !== null)
    parts.push(
      `against historical fits of ${pct1(f.historicFrequency)} and ${pct1(f.historicSeverity)}`,
    );
  const tail =
    f.premiumTrend === null
      ? ''
      : ` A premium trend of ${pct1(f.premiumTrend)} a year reflects the shift in the distribution of insured risks.`;
  return `${parts.join(', ')}; losses are trended from the average accident date of each experience year to the average accident date of the proposed rates.${tail}`;
}

function expenses(c: Context): string | null {
  const { expenseRatio: e, permissibleLossRatio: p } = c.figures;
  if (e === null || p === null) return null;
  const profit = 100 - e - p;
  const profitText =
    profit > 0 && profit < 15
      ? ` and an underwriting profit and contingencies provision of ${profit.toFixed(1)}%`
      : '';
  return `Fixed and variable expense provisions total ${e.toFixed(1)}% of premium, from the three latest years of company expense data${profitText}; the permissible loss and LAE ratio is ${p.toFixed(1)}%.`;
}

function rating(c: Context): string | null {
  const { facts } = c;
  const parts: string[] = [];
  const rates = baseRateChanges(facts.baseRates, pct1);
  if (rates) parts.push(`Base rates change by coverage as follows: ${rates}.`);
  if (facts.factors.length > 0)
    parts.push(`Relativities are revised for ${listText(facts.factors.map((f) => f.factor))}.`);
  if (facts.offBalance !== null && Math.abs(facts.offBalance) >= 0.05)
    parts.push(
      `The revised relativities move the average relativity, which the base rates offset with an off-balance of ${pct1(facts.offBalance)}; together the base-rate and relativity changes produce the overall ${pct1(facts.whole.overall_rate_impact)}.`,
    );
  return parts.length > 0 ? parts.join(' ') : null;
}

function catastrophe(c: Context): string | null {
  const names =
    c.facts.factors.map((f) => f.factor).join(' ') +
    c.facts.baseRates.map((r) => r.coverage).join(' ');
  if (names.includes('Hurricane'))
    return 'The hurricane provision uses a commercial catastrophe model with the long-term event catalog, net of reinsurance costs reflected separately in the expense provision.';
  if (names.includes('Wildfire'))
    return 'The wildfire provision is based on a probabilistic wildfire model, with mitigation credits for community and property-level measures.';
  if (names.includes('Wind'))
    return 'Non-modeled wind and hail losses are replaced by a thirty-year average catastrophe-to-AIY ratio applied to the experience period.';
  return null;
}

const INDICATION_HEADER = [
  'Coverage',
  'Indicated',
  'Proposed',
  'Expense Ratio',
  'PLR',
  'Hist. Total Trend',
  'Prosp. Total Trend',
];

/** An actuarial memorandum excerpt written from the filing's figures; 1-3 pages. */
export function writeMemorandum(writer: PageWriter, facts: DocumentFacts): void {
  const w = facts.whole;
  const filer =
    w.filing_company === 'Multiple'
      ? `${w.carrier} (on behalf of its companies)`
      : w.filing_company;
  const c: Context = {
    facts,
    figures: memoFigures(facts.metrics),
    filer,
    program: `${w.product_name} program`,
  };
  const r = facts.random;
  writer.startPage(['Actuarial Memorandum', `${w.product_name} - ${facts.stateName}`]);
  if (!facts.hasRates || (w.overall_rate_impact ?? 0) === 0) {
    writer.heading('Purpose');
    writer.paragraph(
      `This filing revises the ${w.product_name} program of ${filer} in ${facts.stateName} without changing its overall rate level.${facts.factors.length > 0 ? ` It updates ${listText(facts.factors.map((f) => f.factor))}; the changes are revenue neutral (overall impact 0.0%).` : ''}`,
    );
    writer.paragraph(
      'No policyholder premium changes by more than the routine update of rating tables; no dislocation analysis is required.',
    );
    return;
  }
  const sections: [string, string | null][] = [
    ['Purpose', r.pick(INTRO)(c)],
    ['Indication and Selection', selection(c)],
    ['Experience Data and Loss Development', r.pick(DATA)(c)],
    ['Credibility', r.chance(0.6) ? r.pick(CREDIBILITY)(c) : null],
    ['Trend', trend(c)],
    ['Expenses and Profit', expenses(c)],
    ['Catastrophe Provision', catastrophe(c)],
    ['Base Rates, Relativities and Off-Balance', rating(c)],
    ['Policyholder Impact', r.pick(IMPACT)(c)],
  ];
  for (const [title, text] of sections) {
    if (!text) continue;
    writer.heading(title);
    writer.paragraph(text);
  }
  if (facts.metrics.length === 0) return;
  const multiple = new Set(facts.metrics.map((m) => m.company)).size > 1;
  const header = multiple ? ['Company', ...INDICATION_HEADER] : INDICATION_HEADER;
  const rows = facts.metrics.map((m) => {
    const row = [
      m.coverage,
      pct1(m.indication),
      pct1(m.proposed_change),
      ((m.expense_ratio ?? 0) / 100).toFixed(3),
      ((m.permissible_loss_ratio ?? 0) / 100).toFixed(3),
      pct1(m.historic_total_trend),
      pct1(m.prospective_total_trend),
    ];
    return multiple ? [m.company, ...row] : row;
  });
  writer.table('Exhibit 1. Indications by Coverage', header, rows);
}
