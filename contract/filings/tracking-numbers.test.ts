import { describe, expect, it } from 'vitest';
import {
  isTrackingNumber,
  MAX_TRACKING_NUMBERS,
  readTrackingList,
  splitOnTrackingNumbers,
  trackingListItems,
  writeTrackingParam,
} from './tracking-numbers.ts';

describe('tracking-number lists', () => {
  it('recognises tracking numbers in any case', () => {
    expect(isTrackingNumber('SFMA-134393024')).toBe(true);
    expect(isTrackingNumber(' alse-g134016536 ')).toBe(true);
    expect(isTrackingNumber('SFMA134393024')).toBe(false);
    expect(isTrackingNumber('Texas')).toBe(false);
  });

  it('splits a pasted list on commas, semicolons, tabs, line breaks and spaces', () => {
    expect(trackingListItems('A-1234, b-5678;C-9012\tD-3456\r\nE-7890  F-1111\n')).toEqual([
      'A-1234',
      'b-5678',
      'C-9012',
      'D-3456',
      'E-7890',
      'F-1111',
    ]);
  });

  it('upper-cases, keeps the order, drops duplicates and reports what is not a number', () => {
    expect(readTrackingList('sfma-134393024\nSFMA-134393024, oops; ALSE-G134016536, 12')).toEqual({
      valid: ['SFMA-134393024', 'ALSE-G134016536'],
      invalid: ['oops', '12'],
    });
  });

  it('writes the URL value comma separated', () => {
    expect(writeTrackingParam(['SFMA-134393024', 'ALSE-G134016536'])).toBe(
      'SFMA-134393024,ALSE-G134016536',
    );
  });

  it('allows 200 numbers per filter', () => {
    expect(MAX_TRACKING_NUMBERS).toBe(200);
  });
});

describe('splitOnTrackingNumbers', () => {
  it('cuts running text around the tracking numbers and joins back to the same text', () => {
    const text = 'The largest increase, CAHG-133543215 (+12.0%), and ALSE-G134016536.';
    const pieces = splitOnTrackingNumbers(text);
    expect(pieces).toEqual([
      { text: 'The largest increase, ', trackingNumber: false },
      { text: 'CAHG-133543215', trackingNumber: true },
      { text: ' (+12.0%), and ', trackingNumber: false },
      { text: 'ALSE-G134016536', trackingNumber: true },
      { text: '.', trackingNumber: false },
    ]);
    expect(pieces.map((p) => p.text).join('')).toBe(text);
  });

  it('leaves dates, year ranges and hyphenated words alone', () => {
    for (const text of [
      'Filed 2023-06-01',
      'Years 2023-2024',
      'self-insured',
      'X-CAHG-133543215',
    ]) {
      expect(splitOnTrackingNumbers(text)).toEqual([{ text, trackingNumber: false }]);
    }
    expect(splitOnTrackingNumbers('')).toEqual([]);
  });
});
