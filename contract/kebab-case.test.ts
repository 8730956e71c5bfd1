import { describe, expect, it } from 'vitest';
import { toKebabCase } from './kebab-case.ts';

describe('toKebabCase', () => {
  it('turns every underscore into a hyphen', () => {
    expect(toKebabCase('rate_changes')).toBe('rate-changes');
    expect(toKebabCase('serff_tracking_number')).toBe('serff-tracking-number');
    expect(toKebabCase('all')).toBe('all');
  });
});
