import { describe, expect, it } from 'vitest';
import { formatDiffDelta, formatDiffFigure, formatDiffHeaderValue } from './format-diff-figure.ts';

describe('formatDiffFigure / formatDiffDelta', () => {
  it('prints money in whole dollars, the figure and its change alike (no cents)', () => {
    expect(formatDiffFigure('written_premium', 436.72)).toBe('$437');
    // A change is signed, as on the filing page: "+$223", not "$223".
    expect(formatDiffFigure('overall_average_premium_change', 222.6)).toBe('+$223');
    expect(formatDiffFigure('written_premium_change', -1250.5)).toBe('−$1,250');
    expect(formatDiffDelta('average_premium_change', 436.72)).toBe('+$437');
    expect(formatDiffDelta('written_premium', -1250.5)).toBe('−$1,250');
  });
});

describe('formatDiffHeaderValue', () => {
  it('reads the header dates as the rest of the app does, never ISO', () => {
    expect(formatDiffHeaderValue('submitted_date', '2022-05-13')).toBe('May 13, 2022');
    expect(formatDiffHeaderValue('effective_date_new', '2023-06-01')).toBe('Jun 1, 2023');
    expect(formatDiffHeaderValue('effective_date_renewal', '2023-07-01')).toBe('Jul 1, 2023');
    expect(formatDiffHeaderValue('disposition_date', '2024-01-31')).toBe('Jan 31, 2024');
  });

  it('keeps other fields as they are and shows a dash for an empty value', () => {
    expect(formatDiffHeaderValue('state', 'TX')).toBe('TX');
    expect(formatDiffHeaderValue('days_to_approval', '42')).toBe('42 d');
    expect(formatDiffHeaderValue('disposition_date', '')).toBe('—');
  });
});
