import { describe, expect, it } from 'vitest';
import type { FilingContent } from '#server/data/model/filing-content.ts';
import { createRandom } from '#server/data/prng.ts';
import { applicableThemes, OBJECTION_THEMES } from './objection-library.ts';
import { sampleFilingContent } from './sample-filing-content.ts';
import { themeFigures } from './theme-figures.ts';

const random = createRandom(20, 1);
const samples: FilingContent[] = Array.from({ length: 4000 }, () => sampleFilingContent(random));
const ids = (c: FilingContent): Set<string> => new Set(applicableThemes(c).map((t) => t.id));

/** Every sample where the theme applies satisfies the condition. */
function onlyWhen(id: string, condition: (c: FilingContent) => boolean): void {
  let applied = 0;
  for (const c of samples) {
    if (!ids(c).has(id)) continue;
    applied++;
    expect(condition(c), `${id} on ${JSON.stringify(c)}`).toBe(true);
  }
  expect(applied, `${id} never applies`).toBeGreaterThan(0);
}

describe('the objection library', () => {
  it('holds at least 30 themes with unique ids, including the ones regulators raise most', () => {
    expect(OBJECTION_THEMES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(OBJECTION_THEMES.map((t) => t.id)).size).toBe(OBJECTION_THEMES.length);
    const all = new Set(OBJECTION_THEMES.map((t) => t.id));
    for (const id of [
      'rate-change-histogram',
      'side-by-side-rates',
      'actuarial-judgment',
      'basic-limits-indication',
      'increased-limits-factors',
      'wrong-toi',
      'company-name',
      'mandatory-optional-form',
      'optional-form-reduces-coverage',
      'complete-manual',
      'deemer-waiver',
      'trend-selection',
      'loss-development',
      'credibility',
      'catastrophe-provision',
      'profit-provision',
      'expense-provisions',
      'actuarial-memorandum',
      'capping-transition',
      'territory-changes',
      'credit-based-score',
      'territory-dislocation',
      'selected-above-indicated',
      'indication-missing',
      'off-balance',
    ])
      expect(all.has(id), id).toBe(true);
  });

  it('raises limits themes only when the filing revises limits', () => {
    onlyWhen('increased-limits-factors', (c) => c.revisedCategories.includes('Limits'));
  });

  it('raises the trend theme only when the filing selects trends', () => {
    onlyWhen('trend-selection', (c) => c.selectsTrends);
  });

  it('raises form themes only on filings that include forms', () => {
    for (const id of [
      'mandatory-optional-form',
      'optional-form-reduces-coverage',
      'side-by-side-forms',
      'form-readability',
    ])
      onlyWhen(id, (c) => c.includesForms);
  });

  it('raises rate themes only on filings that change rates', () => {
    for (const id of [
      'rate-change-histogram',
      'actuarial-memorandum',
      'loss-development',
      'credibility',
      'profit-provision',
      'expense-provisions',
      'off-balance',
      'large-increase',
      'decrease-adequacy',
      'territory-dislocation',
    ])
      onlyWhen(id, (c) => c.changesRates);
    onlyWhen('large-increase', (c) => c.impact >= 12);
    onlyWhen('decrease-adequacy', (c) => c.impact < 0);
  });

  it('raises the catastrophe theme only with a catastrophe load', () => {
    onlyWhen('catastrophe-provision', (c) => c.catastropheLoad);
  });

  it('says "no indication" only when there is none and the rates change', () => {
    onlyWhen('indication-missing', (c) => c.indicated === null && c.impact !== 0);
    onlyWhen('selected-above-indicated', (c) => c.indicated !== null && c.impact > c.indicated);
    onlyWhen('actuarial-judgment', (c) => c.indicated !== null);
  });

  it('asks about credit scores only where the state allows them', () => {
    onlyWhen(
      'credit-based-score',
      (c) => !(c.kind === 'auto' && ['CA', 'HI', 'MA'].includes(c.state)),
    );
  });

  it('asks about territories, deductibles and driver classes only when they are revised', () => {
    onlyWhen('territory-changes', (c) => c.revisedFactors.includes('Territory'));
    onlyWhen('deductible-relativities', (c) => c.revisedFactors.includes('Deductible'));
    onlyWhen('driver-classification', (c) => c.revisedCategories.includes('Driver'));
    onlyWhen('loss-cost-multiplier', (c) => c.subToi.startsWith('16.'));
  });

  it('gives every filing at least one applicable theme and every theme some filing', () => {
    const seen = new Set<string>();
    for (const c of samples) {
      const themes = ids(c);
      expect(themes.size).toBeGreaterThan(0);
      for (const id of themes) seen.add(id);
    }
    expect(seen.size).toBe(OBJECTION_THEMES.length);
  });

  it('writes requests and replies that quote the filing and are free of template gaps', () => {
    const c = sampleFilingContent(createRandom(3), {
      changesRates: true,
      impact: 14.2,
      indicated: 19.8,
      policyholders: 123456,
      revisedFactors: ['Territory'],
    });
    const f = themeFigures(c);
    for (const theme of OBJECTION_THEMES) {
      const text = `${theme.request(f)} ${theme.reply(f)}`;
      expect(text).not.toMatch(/undefined|NaN|\$\{/);
      expect(theme.summary.length).toBeGreaterThan(10);
    }
    const histogram = OBJECTION_THEMES.find((t) => t.id === 'rate-change-histogram');
    expect(histogram?.request(f)).toContain('+14.2%');
    expect(histogram?.request(f)).toContain('123,456');
    expect(OBJECTION_THEMES.find((t) => t.id === 'actuarial-judgment')?.request(f)).toContain(
      '+19.8%',
    );
  });
});
