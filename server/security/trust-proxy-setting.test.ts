import { describe, expect, it } from 'vitest';
import { trustProxySchema } from './trust-proxy-setting.ts';

describe('trustProxySchema', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['TRUE', true],
    ['1', true],
    ['loopback', 'loopback'],
    ['10.0.0.1, 10.1.0.0/16', ['10.0.0.1', '10.1.0.0/16']],
    ['::1', ['::1']],
  ])('reads %s', (input, expected) => {
    expect(trustProxySchema.parse(input)).toEqual(expected);
  });

  it.each(['yes', 'proxy.example.com', '10.0.0.1,,nope', ','])('refuses %s', (input) => {
    expect(trustProxySchema.safeParse(input).success).toBe(false);
  });
});
