import { describe, expect, it } from 'vitest';
import { fittedTrend, selectedProspectiveTrend } from './fit-trend.ts';
import { TREND_TABLE } from './trend-table.ts';

const { frequency: collisionFrequency, severity: collisionSeverity } =
  TREND_TABLE['auto collision'];

describe('fittedTrend', () => {
  it('returns the yearly change of a steady series', () => {
    const steady = Array.from({ length: 17 }, () => 5);
    for (const points of [3, 4, 5, 6]) expect(fittedTrend(steady, 2020, points)).toBeCloseTo(5, 9);
  });

  it('shows the 2020 auto frequency drop in periods that include 2020', () => {
    for (const cls of ['auto bodily injury', 'auto property damage', 'auto collision'] as const) {
      const { frequency } = TREND_TABLE[cls];
      for (const points of [4, 5]) {
        expect(fittedTrend(frequency, 2020, points)).toBeLessThan(-4);
        expect(fittedTrend(frequency, 2021, points)).toBeLessThan(-2.5);
        expect(fittedTrend(frequency, 2019, points)).toBeGreaterThan(-1.5);
      }
    }
  });

  it('shows severity inflation of 8-15% a year in periods ending 2021-2024 and less before', () => {
    for (const cls of ['auto bodily injury', 'auto collision', 'auto comprehensive'] as const) {
      const { severity } = TREND_TABLE[cls];
      for (const end of [2021, 2022, 2023, 2024]) {
        expect(fittedTrend(severity, end, 4), `${cls} ${end}`).toBeGreaterThanOrEqual(8);
        expect(fittedTrend(severity, end, 4), `${cls} ${end}`).toBeLessThanOrEqual(15);
        // A five-year fit lags: the period ending 2021 still holds three years before 2020.
        expect(fittedTrend(severity, end, 5), `${cls} ${end}`).toBeGreaterThanOrEqual(7);
      }
      for (const end of [2016, 2017, 2018, 2019])
        expect(fittedTrend(severity, end, 4)).toBeLessThan(6);
    }
  });

  it('shows construction-cost inflation in homeowners severity for periods ending 2022-2023', () => {
    const { severity } = TREND_TABLE['home non-catastrophe'];
    for (const end of [2022, 2023]) expect(fittedTrend(severity, end, 4)).toBeGreaterThan(8);
    expect(fittedTrend(severity, 2018, 4)).toBeLessThan(5);
  });

  it("shows workers' compensation frequency falling about 3-5% a year in every period", () => {
    for (const cls of ['wc indemnity', 'wc medical'] as const)
      for (let end = 2013; end <= 2026; end++) {
        const trend = fittedTrend(TREND_TABLE[cls].frequency, end, 4);
        expect(trend).toBeLessThan(-2.5);
        expect(trend).toBeGreaterThan(-6);
      }
  });
});

describe('selectedProspectiveTrend', () => {
  it('sets the 2020 frequency drop aside', () => {
    expect(selectedProspectiveTrend(collisionFrequency, 2020)).toBeCloseTo(-0.5, 5);
  });

  it('follows recent severity inflation but less than the fitted trend', () => {
    const prospective = selectedProspectiveTrend(collisionSeverity, 2022);
    expect(prospective).toBeGreaterThan(6);
    expect(prospective).toBeLessThan(fittedTrend(collisionSeverity, 2022, 4) + 2);
    expect(selectedProspectiveTrend(collisionSeverity, 2018)).toBeCloseTo(3.5, 5);
  });
});
