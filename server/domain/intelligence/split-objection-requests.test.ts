import { describe, expect, it } from 'vitest';
import { splitObjectionRequests } from './split-objection-requests.ts';

describe('splitObjectionRequests', () => {
  it('takes numbered, bulleted and lettered items, continuing an item on unmarked lines', () => {
    const letter = [
      'Dear filer,',
      '1. Provide the histogram',
      '   of rate changes.',
      '2) Explain the trend.',
      '- Confirm the effective date.',
      '(a) Submit the manual.',
    ].join('\n');
    expect(splitObjectionRequests(letter)).toEqual([
      'Provide the histogram of rate changes.',
      'Explain the trend.',
      'Confirm the effective date.',
      'Submit the manual.',
    ]);
  });

  it('ends the list at a closing line', () => {
    const letter = '1. Provide the histogram.\r\nPlease respond within 30 days.\nSincerely';
    expect(splitObjectionRequests(letter)).toEqual(['Provide the histogram.']);
  });

  it('takes the asking sentences of a letter without items', () => {
    const letter =
      'We reviewed the filing. Please provide the histogram. Why did the trend change? Thank you for the filing. Sincerely.';
    expect(splitObjectionRequests(letter)).toEqual([
      'Please provide the histogram.',
      'Why did the trend change?',
    ]);
  });

  it('gives nothing for an empty letter or one asking nothing', () => {
    expect(splitObjectionRequests('')).toEqual([]);
    expect(splitObjectionRequests('The filing was received.')).toEqual([]);
  });

  it('keeps at most 30 requests', () => {
    const letter = Array.from({ length: 40 }, (_, k) => `${k + 1}. Item ${k + 1}`).join('\n');
    const requests = splitObjectionRequests(letter);
    expect(requests).toHaveLength(30);
    expect(requests[29]).toBe('Item 30');
  });
});
