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

describe('the exact area', () => {
  it('is the area a query names outright', async () => {
    const { exactArea } = await import('./palette-actions.ts');
    expect(exactArea('objections')?.to).toBe('/objections');
    expect(exactArea('Filing diff')?.to).toBe('/diff');
    expect(exactArea('multi')?.to).toBe('/multi-carrier');
    expect(exactArea('s')).toBeUndefined();
  });
});
