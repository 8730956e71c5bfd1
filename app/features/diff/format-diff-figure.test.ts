import { describe, expect, it } from 'vitest';
import { formatDiffDelta, formatDiffFigure } from './format-diff-figure.ts';

describe('formatDiffFigure / formatDiffDelta', () => {
  it('prints money in whole dollars, the figure and its change alike (no cents)', () => {
    expect(formatDiffFigure('written_premium', 436.72)).toBe('$437');
    expect(formatDiffDelta('average_premium_change', 436.72)).toBe('+$437');
    expect(formatDiffDelta('written_premium', -1250.5)).toBe('−$1,250');
  });
});
