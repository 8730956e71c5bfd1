import { describe, expect, it } from 'vitest';
import { percentText, roundedToTenth, signedPercentText } from './percent-text.ts';

describe('percent text', () => {
  it('rounds to a tenth and never keeps a negative zero', () => {
    expect(roundedToTenth(7.26)).toBe(7.3);
    expect(Object.is(roundedToTenth(-0.04), 0)).toBe(true);
    expect(roundedToTenth(-0.25)).toBe(-0.2);
  });

  it('writes changes signed and levels unsigned, one decimal', () => {
    expect(signedPercentText(7.2)).toBe('+7.2%');
    expect(signedPercentText(-12)).toBe('-12.0%');
    expect(signedPercentText(-0.04)).toBe('0.0%');
    expect(signedPercentText(1234.5)).toBe('+1,234.5%');
    expect(percentText(65)).toBe('65.0%');
    expect(percentText(-0.01)).toBe('0.0%');
  });
});
