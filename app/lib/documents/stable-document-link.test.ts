import { describe, expect, it } from 'vitest';
import { stablePdfHref } from './stable-document-link.ts';

describe('stable PDF links', () => {
  it('point at the renewing route, with the page', () => {
    expect(stablePdfHref('filings/SFMA-134393024.pdf', 3)).toBe(
      '/documents/filings/SFMA-134393024.pdf#page=3',
    );
    expect(stablePdfHref('filings/SFMA-134393024.pdf')).toBe(
      '/documents/filings/SFMA-134393024.pdf',
    );
    expect(stablePdfHref('exports/filings.csv?x=1')).toBe('');
    expect(stablePdfHref('')).toBe('');
  });

  it('carry the page and the terms to highlight there', () => {
    expect(
      stablePdfHref('filings/SFMA-134393024.pdf', 3, ['wildfire', 'roof ages', 'dislo*']),
    ).toBe('/documents/filings/SFMA-134393024.pdf?page=3&hl=wildfire%2Croof+ages%2Cdislo*#page=3');
    // Terms are reduced to words; nothing to highlight leaves the plain page link.
    expect(stablePdfHref('filings/SFMA-134393024.pdf', 2, ['"', '--'])).toBe(
      '/documents/filings/SFMA-134393024.pdf#page=2',
    );
    expect(stablePdfHref('filings/SFMA-134393024.pdf', 0, ['wildfire'])).toBe(
      '/documents/filings/SFMA-134393024.pdf',
    );
  });

  it('carry the boxes of a cited value to mark on the page', () => {
    expect(
      stablePdfHref(
        'filings/SFMA-134393024.pdf',
        3,
        [],
        [{ x: 46.5, y: 701.251, width: 80, height: 9.6 }],
      ),
    ).toBe('/documents/filings/SFMA-134393024.pdf?page=3&box=46.5%2C701.25%2C80%2C9.6#page=3');
  });
});
