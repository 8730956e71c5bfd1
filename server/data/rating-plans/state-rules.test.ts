import { describe, expect, it } from 'vitest';
import { factorSpecsFor } from './catalog.ts';
import type { FactorSpec } from './factor-spec.ts';
import { californiaWeighting, permitted } from './state-rules.ts';

const spec = (code: string, name: string): FactorSpec => {
  const found = factorSpecsFor(code, 'other').find((s) => s.name === name);
  if (!found) throw new Error(`${name} not in ${code}`);
  return found;
};

describe('state rules', () => {
  const gender = spec('19.0001', 'Gender');
  const credit = spec('19.0001', 'Credit-Based Insurance Score');
  const occupation = spec('19.0001', 'Occupation and Education');

  it('bars gender in CA, HI, MA, MI, MT, NC and PA personal auto only', () => {
    for (const state of ['CA', 'HI', 'MA', 'MI', 'MT', 'NC', 'PA']) {
      expect(permitted(gender, 'auto', state)).toBe(false);
    }
    for (const state of ['TX', 'FL', 'NY', 'OH'])
      expect(permitted(gender, 'auto', state)).toBe(true);
  });

  it('bars credit-based scores in CA, HI and MA auto, occupation and education in CA', () => {
    for (const state of ['CA', 'HI', 'MA']) expect(permitted(credit, 'auto', state)).toBe(false);
    expect(permitted(credit, 'auto', 'MI')).toBe(true);
    expect(permitted(occupation, 'auto', 'CA')).toBe(false);
    expect(permitted(occupation, 'auto', 'NY')).toBe(true);
  });

  it('bars insurance scores in CA, MA and MD property rating', () => {
    const score = spec('04.0003', 'Insurance Score');
    expect(permitted(score, 'home', 'MD')).toBe(false);
    expect(permitted(score, 'home', 'TX')).toBe(true);
  });

  it('loads hurricane only in hurricane states and wildfire only in wildfire states', () => {
    const hurricane = spec('04.0003', 'Hurricane Load');
    const wildfire = spec('04.0003', 'Wildfire Load');
    expect(permitted(hurricane, 'home', 'FL')).toBe(true);
    expect(permitted(hurricane, 'home', 'OR')).toBe(false);
    expect(permitted(wildfire, 'home', 'CA')).toBe(true);
    expect(permitted(wildfire, 'home', 'FL')).toBe(false);
    expect(permitted(spec('04.0003', 'Roof Age'), 'home', 'CA')).toBe(true);
  });

  it('weights mandatory factors in California auto only', () => {
    expect(californiaWeighting('auto', 'CA')).toBe(true);
    expect(californiaWeighting('home', 'CA')).toBe(false);
    expect(californiaWeighting('auto', 'NV')).toBe(false);
  });
});
