import { describe, expect, it } from 'vitest';
import { statusDateField } from './date-basis.ts';
import type { Meaning } from './meaning.ts';

const status = (value: string): Meaning => ({
  kind: 'value',
  dimension: 'disposition_status',
  value,
});
const inYear: Meaning = { kind: 'year', year: 2024 };

describe('statusDateField', () => {
  it('reads a decided status followed by time words as the disposition date', () => {
    expect(statusDateField(status('Approved'), inYear)).toBe('disposition_date');
    expect(statusDateField(status('Withdrawn'), { kind: 'relative', months: 12 })).toBe(
      'disposition_date',
    );
    expect(statusDateField(status('Disapproved'), { kind: 'range', word: 'since' })).toBe(
      'disposition_date',
    );
    expect(statusDateField(status('Closed-Approved'), { kind: 'quarter', quarter: 2 })).toBe(
      'disposition_date',
    );
  });

  it('says nothing for an undecided status, or without time words after it', () => {
    expect(statusDateField(status('Pending'), inYear)).toBeUndefined();
    expect(statusDateField(status('Filed'), inYear)).toBeUndefined();
    expect(statusDateField(status('Approved'), undefined)).toBeUndefined();
    expect(statusDateField(status('Approved'), { kind: 'count' })).toBeUndefined();
  });

  it('says nothing for a value of another dimension', () => {
    expect(
      statusDateField({ kind: 'value', dimension: 'carrier', value: 'Approved Mutual' }, inYear),
    ).toBeUndefined();
  });
});
