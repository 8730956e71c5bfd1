import { describe, expect, it } from 'vitest';
import { findTablePage, parseFactorLevels, premiumEffect } from './factor-levels.ts';

const level = (name: string, before: number, after: number, weight?: number) => ({
  level: name,
  before,
  after,
  change: Math.round((after / before - 1) * 1000) / 10,
  ...(weight !== undefined ? { weight } : {}),
});

describe('factor levels', () => {
  it('reads stored levels and reads anything else as no table', () => {
    const stored = [
      { ...level('Clean', 1, 1, 0.7), base: true },
      level('1 minor', 1.181, 1.191, 0.3),
    ];
    expect(parseFactorLevels(stored)).toEqual(stored);
    expect(parseFactorLevels('1.00 to 1.10')).toEqual([]);
    expect(parseFactorLevels([{ level: 'x', before: '1' }])).toEqual([]);
    expect(parseFactorLevels(null)).toEqual([]);
  });

  it('weights the premium effect by the exposure shares when every level has one', () => {
    const levels = [level('Clean', 1, 1, 0.8), level('1 minor', 1.2, 1.5, 0.2)];
    // (0.8 x 1 + 0.2 x 1.5) / (0.8 x 1 + 0.2 x 1.2) - 1 = 1.1 / 1.04 - 1
    expect(premiumEffect(levels)).toEqual({ value: 5.769, basis: 'exposure' });
  });

  it('falls back to equal weights, and says so, when the distribution is missing', () => {
    const levels = [level('Clean', 1, 1, 0.8), level('1 minor', 1.2, 1.5)];
    // (1 + 1.5) / (1 + 1.2) - 1
    expect(premiumEffect(levels)).toEqual({ value: 13.636, basis: 'equal-weight' });
    expect(premiumEffect([])).toBeNull();
  });

  it('finds the page whose table heading names the factor', () => {
    const pages = [
      { page_number: 1, content: 'Filing at a Glance\nDriving record is revised.' },
      { page_number: 7, content: 'Rate Pages\n\nPage R-1. Base Rates:\nCoverage\tCurrent' },
      {
        page_number: 8,
        content: 'Rate Pages (continued)\n\nRule 301. Driving Record (Driver):\nLevel',
      },
    ];
    expect(findTablePage(pages, 'Driving Record')).toBe(8);
    expect(findTablePage(pages, 'Base Rates')).toBe(7);
    expect(findTablePage(pages, 'Roof Age')).toBe(0);
    expect(findTablePage(pages, 'Record')).toBe(0);
  });
});
