import { describe, expect, it } from 'vitest';
import { companyOfA, foldName, pairCompanies } from './pair-companies.ts';

const c = (company: string, premium: number | null = null) => ({
  company,
  written_premium_for_program: premium,
});

describe('pairCompanies', () => {
  it('folds case, punctuation and the long forms of company words', () => {
    expect(foldName('Harrowgate Mutual Insurance Company')).toBe(
      foldName('harrowgate  mutual ins. co.'),
    );
    expect(foldName('Pine & Oak Corporation')).toBe('pine and oak corp');
  });

  it('pairs single-company filings by role: the filing companies', () => {
    expect(
      pairCompanies(
        { companies: [c('Alpha Mutual')], filingCompany: 'Alpha Mutual' },
        { companies: [c('Beta Casualty')], filingCompany: 'Beta Casualty' },
      ),
    ).toEqual([{ a: 'Alpha Mutual', b: 'Beta Casualty', rule: 'filing-company' }]);
  });

  it('pairs names first, then the rest by written premium, largest with largest', () => {
    const pairs = pairCompanies(
      { companies: [c('Small A', 1), c('Shared Co', 5), c('Big A', 9)], filingCompany: 'Multiple' },
      {
        companies: [c('Big B', 8), c('Shared Company', 1), c('Tiny B', 0)],
        filingCompany: 'Multiple',
      },
    );
    expect(pairs).toEqual([
      { a: 'Small A', b: 'Tiny B', rule: 'premium-rank' },
      { a: 'Shared Co', b: 'Shared Company', rule: 'name' },
      { a: 'Big A', b: 'Big B', rule: 'premium-rank' },
    ]);
    expect(companyOfA(pairs)('Big B')).toBe('Big A');
    expect(companyOfA(pairs)('Unknown')).toBe('Unknown');
  });

  it('leaves the extra companies of the larger side unmatched', () => {
    expect(
      pairCompanies(
        { companies: [c('One', 2)], filingCompany: 'One' },
        { companies: [c('Two', 1), c('Three', 3)], filingCompany: 'Multiple' },
      ),
    ).toEqual([
      { a: 'One', b: 'Three', rule: 'premium-rank' },
      { a: null, b: 'Two', rule: 'unmatched' },
    ]);
  });
});
