import { describe, expect, it } from 'vitest';
import { COVERAGES_BY_SUB_TOI, coveragesFor } from '#server/data/reference/coverages.ts';
import { lineGroupOf } from './expense-provisions.ts';
import { trendClassOf } from './trend-class.ts';

describe('trendClassOf', () => {
  it('maps personal auto coverages to their own classes', () => {
    expect(trendClassOf('Bodily Injury', 'personal auto')).toBe('auto bodily injury');
    expect(trendClassOf('Property Damage', 'personal auto')).toBe('auto property damage');
    expect(trendClassOf('Medical Payments / PIP', 'personal auto')).toBe('auto medical / pip');
    expect(trendClassOf('Uninsured / Underinsured Motorist', 'personal auto')).toBe(
      'auto uninsured motorist',
    );
    expect(trendClassOf('Comprehensive', 'personal auto')).toBe('auto comprehensive');
    expect(trendClassOf('Collision', 'personal auto')).toBe('auto collision');
    expect(trendClassOf('Agreed Value Physical Damage', 'personal auto')).toBe('auto collision');
    expect(trendClassOf('Liability', 'personal auto')).toBe('auto liability');
  });

  it('maps property, liability and workers compensation coverages', () => {
    expect(trendClassOf('Hurricane', 'homeowners')).toBe('home catastrophe');
    expect(trendClassOf('Wildfire', 'dwelling fire')).toBe('home catastrophe');
    expect(trendClassOf('Wind/Hail', 'homeowners')).toBe('home wind/hail');
    expect(trendClassOf('Personal Property', 'homeowners')).toBe('home contents');
    expect(trendClassOf('Premises Liability', 'dwelling fire')).toBe('home liability');
    expect(trendClassOf('Fire', 'dwelling fire')).toBe('home non-catastrophe');
    expect(trendClassOf('Excess Liability ($1M)', 'umbrella')).toBe('umbrella');
    expect(trendClassOf('Liability', 'commercial auto')).toBe('commercial auto liability');
    expect(trendClassOf('Motor Truck Cargo', 'commercial auto')).toBe(
      'commercial auto physical damage',
    );
    expect(trendClassOf('Medical', 'workers compensation')).toBe('wc medical');
    expect(trendClassOf('Indemnity', 'workers compensation')).toBe('wc indemnity');
  });

  it('keeps every coverage of every sub-TOI within its own line', () => {
    const prefix: Record<string, string> = {
      'personal auto': 'auto ',
      homeowners: 'home ',
      'dwelling fire': 'home ',
      umbrella: 'umbrella',
      'commercial auto': 'commercial auto ',
      'workers compensation': 'wc ',
    };
    for (const code of Object.keys(COVERAGES_BY_SUB_TOI)) {
      const line = lineGroupOf(code, 'other');
      for (const state of ['FL', 'CA', 'OH'])
        for (const c of coveragesFor(code, state))
          expect(
            trendClassOf(c.name, line).startsWith(prefix[line] ?? '?'),
            `${code} ${c.name}`,
          ).toBe(true);
    }
  });
});
