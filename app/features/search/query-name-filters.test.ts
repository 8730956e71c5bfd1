import { describe, expect, it } from 'vitest';
import { interpretQueryNames, keepNameAsText } from './query-name-filters.ts';

const choices = {
  states: ['TX', 'CA', 'VA', 'WV', 'OR'],
  carriers: ['Progressive Harbor', 'Beacon Mutual Group'],
  linesOfBusiness: ['19.0 Personal Auto', '04.0 Homeowners'],
};

describe('interpretQueryNames', () => {
  it('reads a state name as a filter and searches the rest, its words whole', () => {
    // A word typed before a name is finished: 'wildfire ' is searched whole, not as a prefix.
    expect(interpretQueryNames('wildfire Texas', choices)).toEqual({
      rest: 'wildfire ',
      filters: [{ kind: 'states', value: 'TX', text: 'Texas' }],
    });
  });

  it('reads codes in capitals only, and the longest name first', () => {
    expect(interpretQueryNames('territory TX or West Virginia', choices)).toEqual({
      rest: 'territory or ',
      filters: [
        { kind: 'states', value: 'WV', text: 'West Virginia' },
        { kind: 'states', value: 'TX', text: 'TX' },
      ],
    });
  });

  it('reads carriers and lines (without their code), case aside', () => {
    const { rest, filters } = interpretQueryNames('beacon mutual group roof homeowners', choices);
    expect(rest).toBe('roof ');
    expect(interpretQueryNames('Texas wildf', choices).rest).toBe('wildf');
    expect(filters.map((f) => [f.kind, f.value])).toEqual([
      ['carriers', 'Beacon Mutual Group'],
      ['linesOfBusiness', '04.0 Homeowners'],
    ]);
  });

  it('leaves quoted phrases, excluded words, unknown states and a query of names only alone', () => {
    expect(interpretQueryNames('"Texas wildfire" hail', choices).filters).toEqual([]);
    expect(interpretQueryNames('hail -Texas', choices).filters).toEqual([]);
    expect(interpretQueryNames('hail Ohio', choices).filters).toEqual([]);
    expect(interpretQueryNames('Texas', choices)).toEqual({ rest: 'Texas', filters: [] });
  });
});

describe('keepNameAsText', () => {
  it('quotes the words so that they are searched, not read as a filter', () => {
    const query = 'wildfire Texas';
    const [filter] = interpretQueryNames(query, choices).filters;
    if (!filter) throw new Error('no filter');
    const next = keepNameAsText(query, filter);
    expect(next).toBe('wildfire "Texas"');
    expect(interpretQueryNames(next, choices).filters).toEqual([]);
  });
});
