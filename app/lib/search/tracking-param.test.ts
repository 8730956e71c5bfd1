import { describe, expect, it } from 'vitest';
import { trackingNumbersOf, trackingParamSchema } from './tracking-param.ts';

describe('the tracking URL parameter', () => {
  it('keeps a readable comma-separated list, upper-cased and without duplicates', () => {
    expect(trackingParamSchema.parse('sfma-134393024,ALSE-G134016536,SFMA-134393024')).toBe(
      'SFMA-134393024,ALSE-G134016536',
    );
    expect(trackingParamSchema.parse(['SFMA-134393024', 'ALSE-G134016536'])).toBe(
      'SFMA-134393024,ALSE-G134016536',
    );
  });

  it('drops what is not a tracking number, and is absent when nothing is left', () => {
    expect(trackingParamSchema.parse('SFMA-134393024,Texas,<script>')).toBe('SFMA-134393024');
    expect(trackingParamSchema.parse('Texas')).toBeUndefined();
    expect(trackingParamSchema.parse({ a: 1 })).toBeUndefined();
    expect(trackingParamSchema.parse(undefined)).toBeUndefined();
  });

  it('keeps at most 200', () => {
    const many = Array.from({ length: 250 }, (_, i) => `ABCD-${1_000_000 + i}`).join(',');
    expect(trackingNumbersOf(trackingParamSchema.parse(many))).toHaveLength(200);
  });

  it('splits the kept value back into tracking numbers', () => {
    expect(trackingNumbersOf('SFMA-134393024,ALSE-G134016536')).toEqual([
      'SFMA-134393024',
      'ALSE-G134016536',
    ]);
    expect(trackingNumbersOf(undefined)).toEqual([]);
  });
});
