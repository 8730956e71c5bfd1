import type { SupplementalMetricRow } from './filing-rows.ts';
import type { CompanyFigures } from './generate-rate-figures.ts';
import type { Random } from './prng.ts';
import type { LineKind } from './reference/lines-of-business.ts';

const AUTO_COVERAGES = [
  'Bodily Injury',
  'Property Damage',
  'Medical Payments / PIP',
  'Uninsured / Underinsured Motorist',
  'Comprehensive',
  'Collision',
];
const r3 = (x: number): number => Math.round(x * 1000) / 1000;

function homeCoverages(state: string): string[] {
  const list = ['Non-Catastrophe', 'Wind/Hail'];
  if (['FL', 'TX', 'LA', 'SC', 'NC', 'AL', 'MS', 'GA'].includes(state)) list.push('Hurricane');
  if (['CA', 'CO', 'OR', 'WA', 'AZ', 'MT'].includes(state)) list.push('Wildfire');
  return list;
}

/** Coverage-level indications with expense/loss ratios and historic and prospective trends. */
export function generateSupplementalMetrics(
  random: Random,
  input: { trackingNumber: string; kind: LineKind; state: string; companies: CompanyFigures[] },
): SupplementalMetricRow[] {
  const coverages =
    input.kind === 'auto'
      ? AUTO_COVERAGES.filter(() => random.chance(0.75))
      : input.kind === 'home'
        ? homeCoverages(input.state)
        : ['All Coverages'];
  const rows: SupplementalMetricRow[] = [];
  for (const figures of input.companies.slice(0, 2)) {
    // Ratios in percentage points like every other figure (27.0 is 27%); the filing's PDF prints
    // them as the fractions actuarial exhibits use (0.270).
    const expense = r3(random.normal(0.27, 0.025) * 100);
    for (const coverage of coverages) {
      const proposed = r3(figures.rateImpact + random.normal(0, 3));
      const hf = r3(random.normal(input.kind === 'auto' ? -0.5 : 1.0, 1.5));
      const hs = r3(random.normal(input.kind === 'auto' ? 7 : 6, 2.5));
      const pf = r3(hf + random.normal(0, 0.6));
      const ps = r3(hs + random.normal(-0.5, 1));
      const total = (f: number, s: number): number => r3(((1 + f / 100) * (1 + s / 100) - 1) * 100);
      rows.push({
        serff_tracking_number: input.trackingNumber,
        company: figures.company,
        coverage,
        proposed_change: proposed,
        indication: r3(proposed + Math.abs(random.normal(2.5, 3))),
        expense_ratio: expense,
        permissible_loss_ratio: r3(100 - expense - random.normal(0.04, 0.015) * 100),
        historic_frequency_trend: hf,
        historic_severity_trend: hs,
        historic_premium_trend: r3(random.normal(3, 1.5)),
        historic_total_trend: total(hf, hs),
        prospective_frequency_trend: pf,
        prospective_severity_trend: ps,
        prospective_premium_trend: r3(random.normal(2.5, 1.2)),
        prospective_total_trend: total(pf, ps),
      });
    }
  }
  return rows;
}
