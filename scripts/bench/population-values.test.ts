import { describe, expect, it } from 'vitest';
import { phrasesOf, wordsOf } from './population-values.ts';

describe('the words and phrases the population workload searches for', () => {
  it('takes words of 4 to 20 letters, lower case', () => {
    expect(wordsOf('The Base Rate of 1.25 is revised; ok')).toEqual(['base', 'rate', 'revised']);
  });

  it('takes two adjacent words with only blanks between as a phrase', () => {
    expect(phrasesOf('Overall  rate level\tis unchanged.\nBase rate')).toEqual([
      'overall rate',
      'rate level',
      'base rate',
    ]);
  });

  it('takes no phrase across punctuation, figures or short words', () => {
    expect(phrasesOf('rate, level 1.25 factor of territory (base) rate')).toEqual([]);
  });
});
