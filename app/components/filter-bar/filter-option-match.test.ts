import { describe, expect, it } from 'vitest';
import { rankOptions, valuesFromPaste } from './filter-option-match.ts';

const STATES = [
  { value: 'CA', label: 'CA · California' },
  { value: 'NY', label: 'NY · New York' },
  { value: 'TX', label: 'TX · Texas' },
];

describe('the filter type-ahead', () => {
  it('puts the state a code or name names first', () => {
    expect(rankOptions(STATES, 'tx', 10)[0]?.value).toBe('TX');
    expect(rankOptions(STATES, 'Texas', 10)[0]?.value).toBe('TX');
    expect(rankOptions(STATES, 'york', 10).map((o) => o.value)).toEqual(['NY']);
    expect(rankOptions(STATES, 'zz', 10)).toEqual([]);
  });

  it('picks every value a pasted list names and reports the rest', () => {
    expect(valuesFromPaste('TX\nnew york, florida; ca', STATES)).toEqual({
      values: ['TX', 'NY', 'CA'],
      unmatched: ['florida'],
    });
  });
});
