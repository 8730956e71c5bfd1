import { describe, expect, it } from 'vitest';
import { highlightTermsOf } from './highlight-terms.ts';

describe('highlightTermsOf', () => {
  it('keeps searched words and phrases, the last word as a prefix', () => {
    expect(highlightTermsOf('wildfire loads')).toEqual(['wildfire', 'loads*']);
    expect(highlightTermsOf('wildfire loads ')).toEqual(['wildfire', 'loads']);
    expect(highlightTermsOf('"roof ages" OR hail -auto ')).toEqual(['roof ages', 'hail']);
    expect(highlightTermsOf('territory SFMA-134393024 wind-hail ')).toEqual([
      'territory',
      'wind hail',
    ]);
    expect(highlightTermsOf('rate to')).toEqual(['rate', 'to']);
  });

  it('gives nothing for a query without searched text', () => {
    expect(highlightTermsOf('SFMA-134393024')).toEqual([]);
    expect(highlightTermsOf('-auto')).toEqual([]);
    expect(highlightTermsOf('')).toEqual([]);
  });
});
