import { describe, expect, it } from 'vitest';
import { EXPENSE_PROVISIONS, lineGroupOf } from './expense-provisions.ts';

describe('expense provisions', () => {
  it('finds the line of a sub-TOI', () => {
    expect(lineGroupOf('19.0001 Private Passenger Auto (PPA)', 'auto')).toBe('personal auto');
    expect(lineGroupOf('04.0004 Tenant Homeowners', 'home')).toBe('homeowners');
    expect(lineGroupOf('01.0002 Personal Property (Fire)', 'other')).toBe('dwelling fire');
    expect(lineGroupOf('17.0019 Personal Umbrella and Excess', 'other')).toBe('umbrella');
    expect(lineGroupOf('20.0003 Trucking', 'other')).toBe('commercial auto');
    expect(lineGroupOf('16.0004 Standard WC', 'other')).toBe('workers compensation');
    expect(lineGroupOf('99.0000 Unknown', 'home')).toBe('homeowners');
  });

  it('differs by line as the NAIC profitability report shows', () => {
    const e = (line: keyof typeof EXPENSE_PROVISIONS) => EXPENSE_PROVISIONS[line].expense.mean;
    expect(e('homeowners')).toBeGreaterThan(e('personal auto') + 4);
    expect(e('commercial auto')).toBeGreaterThan(e('personal auto') + 3);
    expect(e('workers compensation')).toBeLessThan(e('homeowners'));
    expect(new Set(Object.values(EXPENSE_PROVISIONS).map((p) => p.expense.mean)).size).toBe(6);
    for (const p of Object.values(EXPENSE_PROVISIONS)) {
      const plr = 100 - p.expense.mean - p.profit.mean;
      expect(plr).toBeGreaterThan(55);
      expect(plr).toBeLessThan(76);
    }
  });
});
