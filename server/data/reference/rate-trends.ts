/**
 * The market's rate trend a filing follows: personal auto and homeowners (DATASET-FACTS "Sizes of
 * rate changes"), commercial auto (about +8-10% a year recently: The Council of Insurance Agents &
 * Brokers, Commercial Property/Casualty Market Index, 2019-2025), workers' compensation (loss
 * costs down for about a decade in most states: NCCI, State of the Line 2019-2025) and personal
 * umbrella (up with liability severity, "social inflation": III and CIAB 2021-2025).
 */
export type RateTrend = 'auto' | 'home' | 'other' | 'commercial-auto' | 'workers-comp' | 'umbrella';

/** The trend of a sub-TOI (by its code). */
export function rateTrendOf(subToi: string): RateTrend {
  const code = subToi.slice(0, 2);
  if (code === '19') return 'auto';
  if (code === '04' || code === '01') return 'home';
  if (code === '20') return 'commercial-auto';
  if (code === '16') return 'workers-comp';
  if (code === '17') return 'umbrella';
  return 'other';
}

/** Premium-weighted average rate change (%) by year. */
const BASE_BY_YEAR: Record<RateTrend, Record<number, number>> = {
  auto: {
    2018: 2.8,
    2019: 1.9,
    2020: -0.8,
    2021: 2.4,
    2022: 12.0,
    2023: 16.4,
    2024: 7.2,
    2025: 4.1,
    2026: 2.6,
  },
  home: {
    2018: 3.4,
    2019: 4.2,
    2020: 5.1,
    2021: 6.3,
    2022: 8.9,
    2023: 12.7,
    2024: 10.4,
    2025: 8.2,
    2026: 6.0,
  },
  'commercial-auto': {
    2018: 6.5,
    2019: 7.5,
    2020: 7.0,
    2021: 8.0,
    2022: 8.5,
    2023: 9.5,
    2024: 9.0,
    2025: 8.5,
    2026: 7.5,
  },
  'workers-comp': {
    2018: -5.0,
    2019: -6.0,
    2020: -4.5,
    2021: -3.5,
    2022: -4.5,
    2023: -5.0,
    2024: -5.5,
    2025: -4.5,
    2026: -3.5,
  },
  umbrella: {
    2018: 3.0,
    2019: 4.0,
    2020: 5.5,
    2021: 7.5,
    2022: 8.5,
    2023: 10.0,
    2024: 9.0,
    2025: 8.0,
    2026: 7.0,
  },
  other: {
    2018: 1.5,
    2019: 2.0,
    2020: 1.0,
    2021: 2.5,
    2022: 5.5,
    2023: 7.5,
    2024: 6.0,
    2025: 4.5,
    2026: 3.5,
  },
};

/** State offsets (percentage points in a 2024-size year), from the facts' 2023-2024 figures. */
const STATE_OFFSETS: Partial<Record<RateTrend, Record<string, number>>> = {
  auto: {
    NJ: 10.3,
    WA: 9.1,
    CA: 6.8,
    NY: 5.9,
    NC: -7.3,
    NV: 8.5,
    ID: -8.0,
    FL: 2.0,
    CO: 3.0,
    MN: 2.5,
    TX: 1.5,
    MI: -2.0,
    HI: -3.0,
    WY: -3.0,
    VT: -2.5,
    ND: -2.5,
  },
  home: {
    NE: 12.3,
    MT: 10.4,
    IA: 10.2,
    MN: 10.6,
    UT: 10.1,
    WA: 10.3,
    TX: -7.0,
    FL: -9.4,
    CO: 6.0,
    AZ: 4.0,
    IL: 4.5,
    CA: 3.0,
    KS: 5.0,
    OK: 5.0,
    SD: 6.0,
    ND: 5.0,
  },
};

/** Expected filing rate impact (%) for a trend, state and effective year. */
export function expectedRateChange(trend: RateTrend, state: string, year: number): number {
  const base = BASE_BY_YEAR[trend][Math.min(2026, Math.max(2018, year))] ?? 3;
  const scale = Math.min(1.3, Math.max(0.35, Math.abs(base) / (trend === 'home' ? 10.4 : 7.2)));
  return base + (STATE_OFFSETS[trend]?.[state] ?? 0) * scale;
}
