import { describe, expect, it } from 'vitest';
import { trackingNumberSchema } from './tracking-number-schema.ts';

describe('trackingNumberSchema', () => {
  it.each([
    ['SFMA-134393024', 'SFMA-134393024'],
    ['ALSE-G134016536', 'ALSE-G134016536'],
    [' sfma-134393024 ', 'SFMA-134393024'],
    ['alse-g134016536', 'ALSE-G134016536'],
    ['AB-1234', 'AB-1234'],
  ])('accepts %j as %s', (input, expected) => {
    expect(trackingNumberSchema.parse(input)).toBe(expected);
  });

  it.each([
    ['', 'A SERFF tracking number is required'],
    ['   ', 'A SERFF tracking number is required'],
    ['SFMA134393024', 'Not a SERFF tracking number'],
    ['SFMA-123', 'Not a SERFF tracking number'],
    ['S-1234567', 'Not a SERFF tracking number'],
    ['SFMA-GG134016536', 'Not a SERFF tracking number'],
    ['SFMA-134393024; drop table filings', 'Not a SERFF tracking number'],
    ['../etc/passwd', 'Not a SERFF tracking number'],
    [`ABCDEFGH-${'1'.repeat(40)}`, 'Not a SERFF tracking number'],
  ])('refuses %j', (input, message) => {
    expect(() => trackingNumberSchema.parse(input)).toThrow(message);
  });
});
