import type { LineKind } from './lines-of-business.ts';

/** Premium-weighted average rate change (%) by year; auto and homeowners per the facts. */
const BASE_BY_YEAR: Record<LineKind, Record<number, number>> = {
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
const STATE_OFFSETS: Record<LineKind, Record<string, number>> = {
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
  other: {},
};

/** Expected filing rate impact (%) for a line, state and effective year. */
export function expectedRateChange(kind: LineKind, state: string, year: number): number {
  const base = BASE_BY_YEAR[kind][Math.min(2026, Math.max(2018, year))] ?? 3;
  const scale = Math.max(0.35, Math.abs(base) / (kind === 'home' ? 10.4 : 7.2));
  return base + (STATE_OFFSETS[kind][state] ?? 0) * scale;
}
