import { describe, expect, it } from 'vitest';
import { bearerHeader, readBearerToken } from './bearer-token.ts';

describe('readBearerToken', () => {
  it('reads the JWT of a Bearer header, trimmed', () => {
    expect(readBearerToken(' Bearer aa.bb-_.cc ')).toBe('aa.bb-_.cc');
    expect(readBearerToken(bearerHeader('x.y.z'))).toBe('x.y.z');
  });

  it('refuses absent, other-scheme and malformed headers', () => {
    for (const header of [null, undefined, '', 'Basic aa.bb.cc', 'Bearer aa.bb', 'Bearer a.b.c d'])
      expect(readBearerToken(header)).toBeUndefined();
  });
});
