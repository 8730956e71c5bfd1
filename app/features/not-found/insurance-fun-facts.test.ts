import { describe, expect, it } from 'vitest';
import { INSURANCE_FUN_FACTS, pickFunFact } from './insurance-fun-facts.ts';

describe('insurance fun facts', () => {
  it('holds at least 20 distinct facts', () => {
    expect(new Set(INSURANCE_FUN_FACTS).size).toBeGreaterThanOrEqual(20);
  });

  it('picks across the whole list, including both ends', () => {
    expect(pickFunFact(() => 0)).toBe(INSURANCE_FUN_FACTS[0]);
    expect(pickFunFact(() => 0.999999)).toBe(INSURANCE_FUN_FACTS.at(-1));
    expect(INSURANCE_FUN_FACTS).toContain(pickFunFact());
  });
});
