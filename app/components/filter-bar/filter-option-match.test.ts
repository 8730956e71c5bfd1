import { describe, expect, it } from 'vitest';
import {
  exactNames,
  pastedItems,
  pasteNote,
  rankOptions,
  valuesFromPaste,
} from './filter-option-match.ts';

const STATES = [
  { value: 'CA', label: 'CA · California' },
  { value: 'NY', label: 'NY · New York' },
  { value: 'TX', label: 'TX · Texas' },
];

const LINES = [
  { value: '19.0 Personal Auto', label: '19.0 Personal Auto' },
  { value: '04.0 Homeowners', label: '04.0 Homeowners' },
  { value: '19.0001 Private Passenger Auto (PPA)', label: '19.0001 Private Passenger Auto (PPA)' },
];

describe('the filter type-ahead', () => {
  it('puts the state a code or name names first', () => {
    expect(rankOptions(STATES, 'tx', 10)[0]?.value).toBe('TX');
    expect(rankOptions(STATES, 'Texas', 10)[0]?.value).toBe('TX');
    expect(rankOptions(STATES, 'york', 10).map((o) => o.value)).toEqual(['NY']);
    expect(rankOptions(STATES, 'zz', 10)).toEqual([]);
  });

  it('puts a line first by its name or its code', () => {
    expect(rankOptions(LINES, 'personal auto', 10)[0]?.value).toBe('19.0 Personal Auto');
    expect(rankOptions(LINES, '04.0', 10)[0]?.value).toBe('04.0 Homeowners');
  });

  it('knows the names an option answers to exactly', () => {
    expect(exactNames({ value: 'TX', label: 'TX · Texas' })).toEqual(['tx', 'tx · texas', 'texas']);
    expect(exactNames(LINES[0] ?? { value: '', label: '' })).toEqual([
      '19.0 personal auto',
      '19.0 personal auto',
      '19.0',
      'personal auto',
    ]);
  });
});

describe('a pasted list', () => {
  it('splits on line breaks, commas, semicolons and tabs', () => {
    expect(pastedItems('Texas, CA\nOhio;\tNew York\r\n')).toEqual([
      'Texas',
      'CA',
      'Ohio',
      'New York',
    ]);
  });

  it('picks every value it names by code or name, any case, and reports the rest', () => {
    expect(valuesFromPaste('TX\nnew york, florida; ca', STATES)).toEqual({
      values: ['TX', 'NY', 'CA'],
      unmatched: ['florida'],
    });
    expect(valuesFromPaste('  TEXAS ,texas,tx', STATES)).toEqual({ values: ['TX'], unmatched: [] });
  });

  it('picks lines by their name without the code, or by the code', () => {
    expect(valuesFromPaste('Personal Auto\t04.0\nboats', LINES)).toEqual({
      values: ['19.0 Personal Auto', '04.0 Homeowners'],
      unmatched: ['boats'],
    });
  });

  it('says what it added and what matched nothing', () => {
    expect(pasteNote(3, [])).toBe('Added 3 from the pasted list');
    expect(pasteNote(2, ['Atlantis'])).toBe('Added 2; no match for Atlantis');
    expect(pasteNote(0, ['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toBe(
      'Nothing new added; no match for a, b, c, d, e and 2 more',
    );
  });
});
