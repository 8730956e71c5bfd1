import { describe, expect, it } from 'vitest';
import { sanitizeRedirect } from './safe-redirect.ts';

describe('sanitizeRedirect', () => {
  it('keeps same-origin relative paths with their search and hash', () => {
    expect(sanitizeRedirect('/filings?x=1')).toBe('/filings?x=1');
    expect(sanitizeRedirect('/filings?states=%5B%22TX%22%5D')).toBe(
      '/filings?states=%5B%22TX%22%5D',
    );
    expect(sanitizeRedirect('/filings/SFMA-134393024/?tab=a#top')).toBe(
      '/filings/SFMA-134393024/?tab=a#top',
    );
    expect(sanitizeRedirect('/state')).toBe('/state');
  });

  it.each([
    '//evil.com',
    '//evil.com/filings',
    'https://evil.com',
    'http://evil.com/filings',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    'filings',
    '',
    ' /filings',
    '/login?redirect=%2Ffilings',
    '/reset-password?token=x',
  ])('refuses %j and sends the user home', (value) => {
    expect(sanitizeRedirect(value)).toBe('/home');
  });

  it('refuses values that are not strings and uses a given fallback', () => {
    expect(sanitizeRedirect(undefined)).toBe('/home');
    expect(sanitizeRedirect(42)).toBe('/home');
    expect(sanitizeRedirect('//evil.com', '/search')).toBe('/search');
  });
});
