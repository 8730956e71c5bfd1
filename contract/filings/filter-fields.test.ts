import { describe, expect, it } from 'vitest';
import { emptyFilterLists, FILTER_LIST_FIELDS } from './filter-fields.ts';

describe('emptyFilterLists', () => {
  it('has every multi-value filter, each empty', () => {
    const lists = emptyFilterLists();
    expect(Object.keys(lists)).toEqual([...FILTER_LIST_FIELDS]);
    expect(Object.values(lists).every((values) => values.length === 0)).toBe(true);
  });

  it('answers a fresh object each call', () => {
    const first = emptyFilterLists();
    first.states.push('TX');
    expect(emptyFilterLists().states).toEqual([]);
  });
});
