import { describe, expect, it } from 'vitest';
import type { FilingContent } from '#server/data/model/filing-content.ts';
import { createRandom } from '#server/data/prng.ts';
import type { ReviewRegime } from '#server/data/reference/review-regimes.ts';
import { drawObjectionRounds, type FilingOutcome } from './draw-objection-rounds.ts';
import { sampleFilingContent } from './sample-filing-content.ts';

const N = 4000;
function meanRounds(
  overrides: Partial<FilingContent>,
  outcome: FilingOutcome = 'approved',
): number {
  const random = createRandom(77, Math.round(Math.abs(overrides.impact ?? 0) * 10));
  const content = sampleFilingContent(createRandom(1), {
    changesRates: true,
    filingType: 'Rate',
    includesForms: false,
    regime: 'file and use',
    ...overrides,
  });
  let sum = 0;
  for (let i = 0; i < N; i++) sum += drawObjectionRounds(random, content, outcome);
  return sum / N;
}
function shareWithObjection(overrides: Partial<FilingContent>, outcome: FilingOutcome): number {
  let hit = 0;
  for (let seed = 0; seed < N; seed++) {
    const random = createRandom(seed, 4);
    const content = sampleFilingContent(random, overrides);
    if (drawObjectionRounds(random, content, outcome) > 0) hit++;
  }
  return hit / N;
}

describe('drawObjectionRounds', () => {
  it('precedes at least 85% of disapprovals with an objection, in every regime', () => {
    for (const regime of ['prior approval', 'file and use', 'use and file', 'flex'] as const)
      expect(shareWithObjection({ regime }, 'disapproved')).toBeGreaterThanOrEqual(0.85);
  });

  it('precedes most withdrawals with an objection', () => {
    expect(shareWithObjection({}, 'withdrawn')).toBeGreaterThan(0.6);
  });

  it('gives more rounds for larger increases', () => {
    const means = [-5, 0, 5, 10, 20, 30].map((impact) => meanRounds({ impact }));
    for (let i = 1; i < means.length; i++) expect(means[i] ?? 0).toBeGreaterThan(means[i - 1] ?? 0);
    expect(means[5] ?? 0).toBeGreaterThan(2 * (means[1] ?? 0));
  });

  it('gives more rounds in prior-approval states and fewest in use-and-file states', () => {
    const by = (regime: ReviewRegime): number => meanRounds({ regime, impact: 8 });
    expect(by('prior approval')).toBeGreaterThan(by('flex'));
    expect(by('flex')).toBeGreaterThan(by('file and use'));
    expect(by('file and use')).toBeGreaterThan(by('use and file'));
    expect(by('prior approval')).toBeGreaterThan(1.8 * by('file and use'));
  });

  it('gives few rounds on form and rule filings', () => {
    const rate = meanRounds({ impact: 5 });
    const form = meanRounds({
      impact: 0,
      changesRates: false,
      filingType: 'Form',
      includesForms: true,
    });
    expect(form).toBeLessThan(0.5 * rate);
  });

  it('gives fewer rounds to filings closed as filed than to approved ones', () => {
    expect(meanRounds({ impact: 5 }, 'filed')).toBeLessThan(meanRounds({ impact: 5 }, 'approved'));
  });

  it('never exceeds six rounds and is deterministic', () => {
    for (let seed = 0; seed < 2000; seed++) {
      const content = sampleFilingContent(createRandom(seed), {
        impact: 40,
        regime: 'prior approval',
      });
      const rounds = drawObjectionRounds(createRandom(seed, 2), content, 'disapproved');
      expect(rounds).toBeLessThanOrEqual(6);
      expect(drawObjectionRounds(createRandom(seed, 2), content, 'disapproved')).toBe(rounds);
    }
  });
});
