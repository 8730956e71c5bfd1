import { describe, expect, it } from 'vitest';
import type { SupplementalMetricRow } from '#server/data/filing-rows.ts';
import { createRandom } from '#server/data/prng.ts';
import { coveragesFor } from '#server/data/reference/coverages.ts';
import type { LineKind } from '#server/data/reference/lines-of-business.ts';
import { EXPENSE_PROVISIONS } from './expense-provisions.ts';
import { generateSupplementalMetrics } from './generate-supplemental-metrics.ts';

type Companies = { company: string; indicatedChange: number | null; rateImpact: number }[];

function metrics(
  seed: number,
  subToi: string,
  kind: LineKind,
  year: number,
  companies?: Companies,
) {
  const random = createRandom(seed, 12);
  const state = random.pick(['CA', 'FL', 'TX', 'OH', 'NY', 'IA']);
  const impact = Math.round(random.normal(6, 8) * 10) / 10;
  const list: Companies = companies ?? [
    {
      company: 'A Mutual',
      indicatedChange: random.chance(0.8) ? impact + random.normal(2, 3) : null,
      rateImpact: impact,
    },
    { company: 'B Casualty', indicatedChange: impact + 1, rateImpact: impact - 0.5 },
    { company: 'C Indemnity', indicatedChange: null, rateImpact: 1 },
  ];
  const coverages = coveragesFor(subToi, state);
  const rows = generateSupplementalMetrics(random, {
    trackingNumber: 'ABCD-134000001',
    kind,
    subToi,
    state,
    year,
    coverages,
    companies: list,
  });
  return { rows, coverages, companies: list };
}

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
function rowsOf(
  subToi: string,
  kind: LineKind,
  year: number,
  seeds = 300,
): SupplementalMetricRow[] {
  const out: SupplementalMetricRow[] = [];
  for (let seed = 0; seed < seeds; seed++)
    out.push(...metrics(seed * 31 + year, subToi, kind, year).rows);
  return out;
}
const forCoverage = (
  rows: SupplementalMetricRow[],
  coverage: string,
  key: keyof SupplementalMetricRow,
): number[] => rows.filter((r) => r.coverage === coverage).map((r) => Number(r[key]));

const PPA = '19.0001 Private Passenger Auto (PPA)';
const HOME = '04.0003 Owner Occupied Homeowners';
const WC = '16.0004 Standard WC';

describe('generateSupplementalMetrics', () => {
  it('gives one row per coverage for at most the first two companies', () => {
    const { rows, coverages } = metrics(1, PPA, 'auto', 2024);
    expect(rows).toHaveLength(2 * coverages.length);
    expect(new Set(rows.map((r) => r.company))).toEqual(new Set(['A Mutual', 'B Casualty']));
    expect(metrics(1, PPA, 'auto', 2024, []).rows).toEqual([]);
  });

  it("averages the coverage changes, weighted by share, back to each company's figures", () => {
    for (const [subToi, kind] of [
      [PPA, 'auto'],
      [HOME, 'home'],
      [WC, 'other'],
      ['20.0003 Trucking', 'other'],
      ['04.0004 Tenant Homeowners', 'home'],
    ] as const)
      for (let seed = 0; seed < 300; seed++) {
        const { rows, coverages, companies } = metrics(seed, subToi, kind, 2023);
        for (const figures of companies.slice(0, 2)) {
          const own = rows.filter((r) => r.company === figures.company);
          const share = (name: string) => coverages.find((c) => c.name === name)?.share ?? 0;
          const weighted = (key: 'proposed_change' | 'indication') =>
            own.reduce((a, r) => a + Number(r[key]) * share(r.coverage), 0);
          expect(Math.abs(weighted('proposed_change') - figures.rateImpact)).toBeLessThan(0.5);
          if (figures.indicatedChange === null)
            for (const r of own) expect(r.indication).toBeNull();
          else expect(Math.abs(weighted('indication') - figures.indicatedChange)).toBeLessThan(0.5);
        }
      }
  });

  it('varies the change between coverages and selects mostly at or below the indication', () => {
    const rows = rowsOf(PPA, 'auto', 2023).filter((r) => r.company === 'B Casualty');
    const below = rows.filter((r) => Number(r.proposed_change) <= Number(r.indication) + 0.001);
    expect(below.length / rows.length).toBeGreaterThan(0.7);
    const spread = new Set(rows.slice(0, 6).map((r) => r.proposed_change));
    expect(spread.size).toBeGreaterThan(3);
  });

  it('uses line-specific expense ratios and permissible loss ratio = 100 - expense - profit', () => {
    const cases = [
      [PPA, 'auto', 'personal auto'],
      [HOME, 'home', 'homeowners'],
      ['01.0002 Personal Property (Fire)', 'other', 'dwelling fire'],
      ['17.0019 Personal Umbrella and Excess', 'other', 'umbrella'],
      ['20.0000 Commercial Auto Combinations', 'other', 'commercial auto'],
      [WC, 'other', 'workers compensation'],
    ] as const;
    const means: number[] = [];
    for (const [subToi, kind, line] of cases) {
      const rows = rowsOf(subToi, kind, 2022, 200);
      const { expense, profit } = EXPENSE_PROVISIONS[line];
      const ratio = mean(rows.map((r) => Number(r.expense_ratio)));
      expect(Math.abs(ratio - expense.mean)).toBeLessThan(0.6);
      means.push(ratio);
      for (const r of rows) {
        const impliedProfit = 100 - Number(r.expense_ratio) - Number(r.permissible_loss_ratio);
        expect(impliedProfit).toBeGreaterThanOrEqual(profit.mean - 2.5 * profit.sd - 0.002);
        expect(impliedProfit).toBeLessThanOrEqual(profit.mean + 2.5 * profit.sd + 0.002);
      }
    }
    expect(Math.max(...means) - Math.min(...means)).toBeGreaterThan(6);
  });

  it('shows the 2020 auto frequency drop in filings of 2020-2021 and not before', () => {
    for (const coverage of ['Bodily Injury', 'Property Damage', 'Collision']) {
      const of2021 = forCoverage(rowsOf(PPA, 'auto', 2021), coverage, 'historic_frequency_trend');
      expect(mean(of2021)).toBeLessThan(-4);
      expect(of2021.filter((x) => x < -2).length / of2021.length).toBeGreaterThan(0.9);
      const of2020 = forCoverage(rowsOf(PPA, 'auto', 2020), coverage, 'historic_frequency_trend');
      expect(Math.min(...of2020)).toBeLessThan(-6);
      const of2019 = forCoverage(rowsOf(PPA, 'auto', 2019), coverage, 'historic_frequency_trend');
      expect(Math.abs(mean(of2019))).toBeLessThan(1.5);
    }
  });

  it('shows physical damage and bodily injury severity of 8-15% a year in filings of 2022-2024, lower before 2021', () => {
    for (const coverage of ['Bodily Injury', 'Collision', 'Comprehensive']) {
      for (const year of [2022, 2023, 2024]) {
        const m = mean(forCoverage(rowsOf(PPA, 'auto', year), coverage, 'historic_severity_trend'));
        expect(m, `${coverage} ${year}`).toBeGreaterThanOrEqual(8);
        expect(m, `${coverage} ${year}`).toBeLessThanOrEqual(15);
      }
      for (const year of [2018, 2019, 2020]) {
        const m = mean(forCoverage(rowsOf(PPA, 'auto', year), coverage, 'historic_severity_trend'));
        expect(m, `${coverage} ${year}`).toBeLessThan(6.5);
      }
    }
  });

  it('shows homeowners severity rising with construction costs in 2022-2024 filings', () => {
    const before = mean(
      forCoverage(rowsOf(HOME, 'home', 2019), 'Non-Catastrophe', 'historic_severity_trend'),
    );
    const after = mean(
      forCoverage(rowsOf(HOME, 'home', 2023), 'Non-Catastrophe', 'historic_severity_trend'),
    );
    expect(after).toBeGreaterThan(before + 4);
  });

  it("shows workers' compensation frequency declining about 3-5% a year", () => {
    for (const year of [2018, 2020, 2022, 2024, 2026]) {
      const m = mean(
        forCoverage(rowsOf(WC, 'other', year, 100), 'Indemnity', 'historic_frequency_trend'),
      );
      expect(m).toBeLessThan(-2.5);
      expect(m).toBeGreaterThan(-6);
    }
  });

  it('combines frequency and severity into the total trend and is deterministic', () => {
    const { rows } = metrics(5, PPA, 'auto', 2022);
    for (const r of rows) {
      const total =
        ((1 + Number(r.historic_frequency_trend) / 100) *
          (1 + Number(r.historic_severity_trend) / 100) -
          1) *
        100;
      expect(Number(r.historic_total_trend)).toBeCloseTo(total, 2);
    }
    expect(metrics(5, PPA, 'auto', 2022).rows).toEqual(rows);
    expect(metrics(6, PPA, 'auto', 2022).rows).not.toEqual(rows);
  });
});
