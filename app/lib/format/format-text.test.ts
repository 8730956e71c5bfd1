import { describe, expect, it } from 'vitest';
import { truncateAtWord } from './format-text.ts';

describe('truncateAtWord', () => {
  it('keeps text that fits', () => {
    expect(truncateAtWord('Rate increase of 5%', 40)).toEqual({
      text: 'Rate increase of 5%',
      truncated: false,
    });
  });

  it('cuts at the last word boundary with an ellipsis, never mid-word', () => {
    expect(truncateAtWord('Overall rate increase; territory, driver age revised', 30)).toEqual({
      text: 'Overall rate increase…',
      truncated: true,
    });
  });
});
