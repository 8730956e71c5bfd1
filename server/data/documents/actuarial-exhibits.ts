import type { Random } from '#server/data/prng.ts';
import { pct1, wholeDollars } from './document-formats.ts';
import type { DocumentFacts } from './document-input.ts';
import { memoFigures } from './memorandum-figures.ts';
import type { PageWriter } from './page-writer.ts';

/** Accident years of the experience period and their weights in the indication (sum 1). */
const YEAR_WEIGHTS = [0.1, 0.15, 0.2, 0.25, 0.3] as const;
const DEVELOPMENT_AGES = ['12-24', '24-36', '36-48', '48-60', '60-Ult'] as const;
/** Typical age-to-age factors of personal lines incurred losses (paid develops further). */
const TYPICAL_FACTORS = [1.18, 1.06, 1.025, 1.01, 1.005] as const;

const ratio = (value: number): string => value.toFixed(3);
const factor = (value: number): string => value.toFixed(3);

function submissionYear(facts: DocumentFacts): number {
  return Number((facts.whole.submitted_date ?? '2024-01-01').slice(0, 4));
}

/**
 * Exhibit 2: the overall loss and LAE ratio indication. The experience ratios are drawn around
 * the projected ratio, then the last year is set so that the weighted ratio is exactly the
 * projected ratio; the projected ratio is the permissible ratio times (1 + indicated change), so
 * the exhibit reproduces the filing's overall indicated change.
 */
function writeIndication(
  writer: PageWriter,
  facts: DocumentFacts,
  random: Random,
  permissible: number,
): void {
  const w = facts.whole;
  const indicated = w.overall_indicated_change;
  if (indicated === null || indicated === undefined) return;
  const projected = (permissible / 100) * (1 + indicated / 100);
  const last = submissionYear(facts) - 1;
  const premium = w.overall_written_premium ?? 10_000_000;
  const ratios = YEAR_WEIGHTS.map(() => projected * (1 + random.normal(0, 0.06)));
  const others = YEAR_WEIGHTS.slice(0, -1).reduce((s, wt, k) => s + wt * (ratios[k] ?? 0), 0);
  ratios[ratios.length - 1] = (projected - others) / (YEAR_WEIGHTS.at(-1) ?? 1);
  const rows = YEAR_WEIGHTS.map((weight, k) => {
    const year = last - (YEAR_WEIGHTS.length - 1 - k);
    const earned = premium * (0.82 + 0.045 * k) * (1 + random.normal(0, 0.015));
    const lossRatio = ratios[k] ?? projected;
    return [
      String(year),
      wholeDollars(Math.round(earned)),
      wholeDollars(Math.round(earned * lossRatio)),
      ratio(lossRatio),
      `${Math.round(weight * 100)}%`,
    ];
  });
  rows.push(['Weighted', '', '', ratio(projected), '100%']);
  writer.table(
    'Exhibit 2. Loss and LAE Ratio Indication (all coverages)',
    [
      'Accident Year',
      'Earned Premium at Current Rate Level',
      'Trended Ultimate Loss and LAE',
      'Loss and LAE Ratio',
      'Weight',
    ],
    rows,
  );
  writer.form([
    [
      'Projected Loss and LAE Ratio:',
      ratio(projected),
      'Permissible Loss and LAE Ratio:',
      ratio(permissible / 100),
    ],
    ['Indicated Change:', pct1(indicated), 'Selected Change:', pct1(w.overall_rate_impact)],
  ]);
}

/** Exhibit 3: incurred loss development, age-to-age factors by accident year and the selection. */
function writeDevelopment(writer: PageWriter, facts: DocumentFacts, random: Random): void {
  const last = submissionYear(facts) - 1;
  const scale = 1 + random.normal(0, 0.25);
  const expected = TYPICAL_FACTORS.map((f) => 1 + (f - 1) * Math.max(0.4, scale));
  const rows: string[][] = [];
  const observed: number[][] = DEVELOPMENT_AGES.map(() => []);
  for (let k = 0; k < YEAR_WEIGHTS.length; k++) {
    const year = last - (YEAR_WEIGHTS.length - 1 - k);
    const known = YEAR_WEIGHTS.length - 1 - k;
    const cells = DEVELOPMENT_AGES.map((_, age) => {
      if (age >= known) return '';
      const value = 1 + ((expected[age] ?? 1) - 1) * Math.max(0.2, 1 + random.normal(0, 0.3));
      observed[age]?.push(value);
      return factor(value);
    });
    rows.push([String(year), ...cells]);
  }
  const selected = expected.map((value, age) => {
    const seen = observed[age] ?? [];
    return seen.length === 0 ? value : seen.reduce((s, v) => s + v, 0) / seen.length;
  });
  let cumulative = 1;
  const toUltimate = [...selected]
    .reverse()
    .map((value) => {
      cumulative *= value;
      return cumulative;
    })
    .reverse();
  rows.push(['Selected', ...selected.map(factor)]);
  rows.push(['Cumulative to Ultimate', ...toUltimate.map(factor)]);
  writer.table(
    'Exhibit 3. Loss Development Factors (months)',
    ['Accident Year', ...DEVELOPMENT_AGES],
    rows,
  );
  writer.paragraph(
    'Incurred losses and allocated loss adjustment expenses, age-to-age. Selected factors are the averages of the factors shown; the 60-to-ultimate tail is based on industry development for the line.',
  );
}

/**
 * Exhibit 4: the expense and profit provisions. The components add up to the filing's expense
 * ratio and, with the profit provision, to one minus the permissible loss and LAE ratio.
 */
function writeExpenses(
  writer: PageWriter,
  facts: DocumentFacts,
  random: Random,
  expense: number,
  permissible: number,
): void {
  const shares = [
    ['Commission and Brokerage', 0.42 + random.normal(0, 0.04)],
    ['Other Acquisition', 0.2 + random.normal(0, 0.03)],
    ['General Expense', 0.22 + random.normal(0, 0.03)],
  ] as const;
  const taxes = Math.min(3.5, Math.max(1.8, 2.4 + random.normal(0, 0.3)));
  const rest = expense - taxes;
  const total = shares.reduce((s, [, share]) => s + share, 0);
  const parts = shares.map(([name, share]) => [name, (rest * share) / total] as const);
  const rounded = parts.map(([name, value]) => [name, Math.round(value * 10) / 10] as const);
  const roundedSum = rounded.reduce((s, [, v]) => s + v, 0) + Math.round(taxes * 10) / 10;
  // The rounding difference goes to general expense, so that the printed parts add up.
  const diff = Math.round((expense - roundedSum) * 10) / 10;
  const rows = rounded.map(([name, value]) => [
    name,
    `${(name === 'General Expense' ? value + diff : value).toFixed(1)}%`,
  ]);
  rows.push(['Taxes, Licenses and Fees', `${(Math.round(taxes * 10) / 10).toFixed(1)}%`]);
  rows.push(['Total Expenses', `${expense.toFixed(1)}%`]);
  const profit = 100 - expense - permissible;
  rows.push(['Profit and Contingencies', `${profit.toFixed(1)}%`]);
  rows.push(['Permissible Loss and LAE Ratio', `${permissible.toFixed(1)}%`]);
  writer.table(
    'Exhibit 4. Expense and Profit Provisions (% of premium)',
    ['Provision', 'Selected'],
    rows,
  );
  const program = facts.whole.product_name;
  writer.paragraph(
    `Expense provisions are the three-year averages of the company's expense data for ${program}, from its Insurance Expense Exhibit, with taxes, licenses and fees at the state's current premium tax rate; the profit provision is after investment income on unearned premium and loss reserves.`,
  );
}

/**
 * The memorandum's supporting exhibits for a filing that changes rates and states its expense
 * ratio and permissible loss ratio: the indication, the loss development and the expense
 * provisions, one page each. Figures agree with the filing: the indication reproduces its
 * overall indicated change, the provisions its expense and permissible loss ratios.
 */
export function writeActuarialExhibits(
  writer: PageWriter,
  facts: DocumentFacts,
  random: Random,
): void {
  const figures = memoFigures(facts.metrics);
  const { expenseRatio, permissibleLossRatio } = figures;
  if (!facts.hasRates || expenseRatio === null || permissibleLossRatio === null) return;
  const subtitle = `${facts.whole.product_name} - ${facts.stateName}`;
  if (
    facts.whole.overall_indicated_change !== null &&
    facts.whole.overall_indicated_change !== undefined
  ) {
    writer.startPage(['Actuarial Exhibits', subtitle]);
    writeIndication(writer, facts, random, permissibleLossRatio);
  }
  writer.startPage(['Actuarial Exhibits', subtitle]);
  writeDevelopment(writer, facts, random);
  writer.startPage(['Actuarial Exhibits', subtitle]);
  writeExpenses(writer, facts, random, expenseRatio, permissibleLossRatio);
}
