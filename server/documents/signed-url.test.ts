import { describe, expect, it } from 'vitest';
import { signUrl, verifySignedUrl } from './signed-url.ts';
import { deriveSigningKey } from './signing-key.ts';

const key = deriveSigningKey('a-secret-of-at-least-thirty-two-chars');
const check = (path: string, now = 1000) => verifySignedUrl(key, new URL(`http://x${path}`), now);

describe('signUrl / verifySignedUrl', () => {
  it('accepts its own link, whatever the parameter order', () => {
    const url = signUrl(
      key,
      '/api/exports/filings.csv',
      new URLSearchParams('states=TX&carriers=A'),
      2000,
    );
    expect(check(url)).toMatchObject({ ok: true });
    const reordered = url.replace('states=TX&carriers=A', 'carriers=A&states=TX');
    expect(check(reordered)).toMatchObject({ ok: true });
  });

  it('refuses a changed path, parameter, expiry or key, and an expired link', () => {
    const url = signUrl(key, '/api/documents/ABCD-123456789.pdf', new URLSearchParams(), 2000);
    expect(check(url.replace('123456789', '123456788'))).toEqual({ ok: false, reason: 'tampered' });
    expect(check(`${url}&states=TX`)).toEqual({ ok: false, reason: 'tampered' });
    expect(check(url.replace('expires=2000', 'expires=3000'))).toEqual({
      ok: false,
      reason: 'tampered',
    });
    expect(
      verifySignedUrl(
        deriveSigningKey('another-secret-of-thirty-two-chars!'),
        new URL(`http://x${url}`),
        1000,
      ),
    ).toEqual({ ok: false, reason: 'tampered' });
    expect(check(url, 2000)).toEqual({ ok: false, reason: 'expired' });
    expect(check('/api/documents/ABCD-123456789.pdf')).toEqual({ ok: false, reason: 'missing' });
  });
});
