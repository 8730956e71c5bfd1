import { describe, expect, it } from 'vitest';
import { createRandom } from '#server/data/prng.ts';
import { sampleFilingContent } from './sample-filing-content.ts';
import {
  creditScoreAllowed,
  hasLiabilityLimits,
  includesRules,
  ratesWithIndication,
  revisesCategory,
  revisesFactorNamed,
} from './theme-predicates.ts';

const base = sampleFilingContent(createRandom(1));

describe('theme predicates', () => {
  it('bars credit scores in CA, HI and MA auto and CA, MA and MD homeowners', () => {
    for (const state of ['CA', 'HI', 'MA'])
      expect(creditScoreAllowed({ ...base, kind: 'auto', state })).toBe(false);
    for (const state of ['CA', 'MA', 'MD'])
      expect(creditScoreAllowed({ ...base, kind: 'home', state })).toBe(false);
    expect(creditScoreAllowed({ ...base, kind: 'auto', state: 'MD' })).toBe(true);
    expect(creditScoreAllowed({ ...base, kind: 'home', state: 'HI' })).toBe(true);
  });

  it('reads the revised factors, the lines with limits and the filing type', () => {
    const c = {
      ...base,
      revisedFactors: ['Increased Limits Factors'],
      revisedCategories: ['Limits'],
    };
    expect(revisesCategory(c, 'Limits')).toBe(true);
    expect(revisesCategory(c, 'Driver')).toBe(false);
    expect(revisesFactorNamed(c, 'Limits')).toBe(true);
    expect(revisesFactorNamed(c, 'Territory')).toBe(false);
    expect(hasLiabilityLimits({ ...base, kind: 'other', subToi: '20.0003 Trucking' })).toBe(true);
    expect(
      hasLiabilityLimits({ ...base, kind: 'home', subToi: '04.0003 Owner Occupied Homeowners' }),
    ).toBe(false);
    expect(includesRules({ ...base, filingType: 'Rate/Rule' })).toBe(true);
    expect(includesRules({ ...base, filingType: 'Form' })).toBe(false);
    expect(ratesWithIndication({ ...base, changesRates: true, indicated: null })).toBe(false);
    expect(ratesWithIndication({ ...base, changesRates: true, indicated: 3 })).toBe(true);
  });
});
