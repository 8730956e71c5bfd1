import { describe, expect, it } from 'vitest';
import { diffWords } from './diff-words.ts';

describe('diffWords', () => {
  it('marks words removed and added, keeping the common ones', () => {
    expect(diffWords('rate revision for auto', 'rate increase for private auto')).toEqual([
      { type: 'same', text: 'rate ' },
      { type: 'removed', text: 'revision ' },
      { type: 'added', text: 'increase ' },
      { type: 'same', text: 'for ' },
      { type: 'added', text: 'private ' },
      { type: 'same', text: 'auto' },
    ]);
  });

  it('handles empty texts', () => {
    expect(diffWords('', '')).toEqual([]);
    expect(diffWords('', 'new text')).toEqual([{ type: 'added', text: 'new text' }]);
  });

  it('rebuilds both texts from the segments', () => {
    const a = 'The filing revises territory factors and the base rate.';
    const b = 'The filing revises driver age factors and keeps the base rate.';
    const segments = diffWords(a, b);
    const text = (skip: string) =>
      segments
        .filter((s) => s.type !== skip)
        .map((s) => s.text)
        .join('');
    expect(text('added').trim()).toBe(a);
    expect(text('removed').trim()).toBe(b);
  });
});
