import { describe, expect, it } from 'vitest';
import { createRandom } from '#server/data/prng.ts';
import { sampleFilingContent } from './sample-filing-content.ts';
import { joinProse, themeFigures } from './theme-figures.ts';

describe('themeFigures', () => {
  it('joins lists as prose', () => {
    expect(joinProse([])).toBe('');
    expect(joinProse(['A'])).toBe('A');
    expect(joinProse(['A', 'B'])).toBe('A and B');
    expect(joinProse(['A', 'B', 'C'])).toBe('A, B and C');
  });

  it('formats the filing figures as letters quote them', () => {
    const f = themeFigures(
      sampleFilingContent(createRandom(1), {
        impact: 6.94,
        indicated: null,
        writtenPremium: 12_345_678.4,
        policyholders: 4321,
        revisedFactors: [],
        baseRateCoverages: ['Bodily Injury', 'Collision'],
        companies: ['A Mutual', 'B Casualty'],
        year: 2024,
      }),
    );
    expect(f.impact).toBe('+6.9%');
    expect(f.indicated).toBe('n/a');
    expect(f.premium).toBe('$12,345,678');
    expect(f.policyholders).toBe('4,321');
    expect(f.factors).toBe('the rating factors');
    expect(f.coverages).toBe('Bodily Injury and Collision');
    expect(f.company).toBe('A Mutual');
    expect(f.companies).toBe('A Mutual and B Casualty');
    expect(f.experiencePeriod).toBe('2019 through 2023');
  });
});
