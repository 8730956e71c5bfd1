import { describe, expect, it } from 'vitest';
import { nestingDepth } from './query-size-limits.ts';

describe('nestingDepth', () => {
  it('counts parentheses and brackets open at once', () => {
    expect(nestingDepth('select 1')).toBe(0);
    expect(nestingDepth('select ((1)), (2)')).toBe(2);
    expect(nestingDepth('select a[(1)]')).toBe(2);
  });

  it('ignores strings, quoted names and comments', () => {
    expect(nestingDepth('select \'((((\' , "((" -- ((((\n /* (((( */ from x')).toBe(0);
  });

  it('survives unbalanced and unterminated input', () => {
    expect(nestingDepth('select ))) (')).toBe(1);
    expect(nestingDepth("select '(((")).toBe(0);
  });
});
