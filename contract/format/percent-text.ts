const SIGNED = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});
const UNSIGNED = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/**
 * Percentage points rounded to one decimal as both tiers show them; -0 and values that round to
 * zero become 0, so that they never print as "-0.0".
 */
export function roundedToTenth(points: number): number {
  const rounded = Math.round(points * 10) / 10;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** A change in percentage points, signed, one decimal, ASCII signs: 7.2 → "+7.2%", -12 → "-12.0%". */
export function signedPercentText(points: number): string {
  return `${SIGNED.format(roundedToTenth(points))}%`;
}

/** A level in percentage points, one decimal: 65 → "65.0%". */
export function percentText(points: number): string {
  return `${UNSIGNED.format(roundedToTenth(points))}%`;
}
