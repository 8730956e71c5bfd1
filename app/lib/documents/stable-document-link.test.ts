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
});
