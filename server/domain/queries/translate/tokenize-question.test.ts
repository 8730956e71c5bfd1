import { describe, expect, it } from 'vitest';
import { testVocabulary } from '#tests/support/factories/test-vocabulary.ts';
import { tokenizeQuestion } from './tokenize-question.ts';

const vocabulary = () =>
  testVocabulary(
    [
      ['texas', { kind: 'value', dimension: 'state', value: 'TX' }],
      ['homeowners', { kind: 'value', dimension: 'line_of_business', value: '04.0 Homeowners' }],
    ],
    ['TX', 'IN'],
  );

const read = (text: string) => {
  const { tokens, unplaced } = tokenizeQuestion(text, vocabulary());
  return { tokens: tokens.map((t) => [t.text, t.meaning]), unplaced };
};

describe('tokenizeQuestion', () => {
  it('takes the longest phrase at each word and drops punctuation', () => {
    expect(read('How many filings, by state?').tokens).toEqual([
      ['how many', { kind: 'count' }],
      ['filings', { kind: 'metric', metric: 'filings' }],
      ['by', { kind: 'stop' }],
      ['state', { kind: 'dimension', dimension: 'state', singular: true }],
    ]);
    expect(read('average rate impact').tokens.map(([t]) => t)).toEqual(['average', 'rate impact']);
  });

  it('reads state codes in capitals only', () => {
    expect(read('filings in IN').tokens.at(-1)).toEqual([
      'IN',
      { kind: 'value', dimension: 'state', value: 'IN' },
    ]);
    expect(read('filings in').tokens.at(-1)).toEqual(['in', { kind: 'stop' }]);
  });

  it('reads numbers with separators, units, scales and words; years and quarters', () => {
    expect(read('premium over $1,500').tokens.at(-1)).toEqual([
      '1500',
      { kind: 'number', value: 1_500 },
    ]);
    expect(read('rate impact above 5%').tokens.slice(-2)).toEqual([
      ['5', { kind: 'number', value: 5 }],
      ['%', { kind: 'unit', unit: '%' }],
    ]);
    expect(read('premium above 2.5m').tokens.at(-1)?.[1]).toEqual({
      kind: 'number',
      value: 2_500_000,
    });
    expect(read('top five').tokens.at(-1)?.[1]).toEqual({ kind: 'number', value: 5 });
    expect(
      read('in FY2023 q2')
        .tokens.slice(-2)
        .map(([, m]) => m),
    ).toEqual([
      { kind: 'year', year: 2023 },
      { kind: 'quarter', quarter: 2 },
    ]);
  });

  // Once a bug: the thousands separator was removed one match at a time, so "$1,500,000" became
  // the numbers 1500 and 000 and a condition read "> 1500".
  it('reads numbers with several thousands separators', () => {
    expect(read('premium over $1,500,000').tokens.at(-1)).toEqual([
      '1500000',
      { kind: 'number', value: 1_500_000 },
    ]);
  });

  it('reads a year-like number after a comparison as a number', () => {
    expect(read('premium above 2000').tokens.at(-1)?.[1]).toEqual({ kind: 'number', value: 2000 });
  });

  it('places misspelt words within one edit, and names by trigram similarity', () => {
    expect(read('homeownres').tokens).toEqual([
      ['homeownres', { kind: 'value', dimension: 'line_of_business', value: '04.0 Homeowners' }],
    ]);
    expect(read('alied sheild filings').tokens[0]).toEqual([
      'alied sheild',
      { kind: 'value', dimension: 'carrier', value: 'Allied Shield Insurance Group' },
    ]);
  });

  it('gives back the words it could not place', () => {
    expect(read('filings about zebras').unplaced).toEqual(['zebras']);
  });
});
