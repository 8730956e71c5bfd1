import { describe, expect, it } from 'vitest';
import { isWholeTrackingNumber, looksLikeTrackingNumber, matchAreas } from './palette-actions.ts';

describe('palette actions', () => {
  it('recognises whole and partial tracking numbers', () => {
    expect(looksLikeTrackingNumber('SFMA-134393024')).toBe(true);
    expect(looksLikeTrackingNumber('sfma-1343')).toBe(true);
    expect(looksLikeTrackingNumber('134393024')).toBe(true);
    expect(looksLikeTrackingNumber('wildfire')).toBe(false);
    expect(isWholeTrackingNumber('SFMA-134393024')).toBe(true);
    expect(isWholeTrackingNumber('SFMA-1343')).toBe(false);
  });

  it('finds areas by label and description', () => {
    expect(matchAreas('rating').map((item) => item.to)).toContain('/rating-factors');
    expect(matchAreas('compare two').map((item) => item.to)).toEqual(['/diff']);
    expect(matchAreas('').length).toBeGreaterThan(5);
  });
});
