import { describe, expect, it } from 'vitest';
import { LINES_OF_BUSINESS } from '#server/data/reference/lines-of-business.ts';
import { CATALOG_SUB_TOIS, factorSpecsFor } from './catalog.ts';
import { isOrdered, valleyOf } from './relativities.ts';

const CATEGORIES = new Set([
  'Location',
  'Vehicle',
  'Driver',
  'Usage',
  'Limits',
  'Deductible',
  'Discount',
  'Property',
  'Catastrophe',
  'Experience',
  'Insurance Score',
  'Loss History',
  'Classification',
  'Underwriting',
  'Exposure',
  'Operation',
  'Fleet',
]);

const names = (code: string, kind: 'auto' | 'home' | 'other') =>
  factorSpecsFor(code, kind).map((s) => s.name);

describe('rating variable catalog', () => {
  it('covers every sub-TOI the generator files', () => {
    for (const line of LINES_OF_BUSINESS) {
      for (const sub of line.subTois) expect(CATALOG_SUB_TOIS).toContain(sub.name.slice(0, 7));
    }
  });

  it('lists each table with one base at 1.000, shares summing to 1, in its stated order', () => {
    for (const code of CATALOG_SUB_TOIS) {
      const specs = factorSpecsFor(code, 'other');
      expect(new Set(specs.map((s) => s.name)).size).toBe(specs.length);
      expect(
        specs.some((s) => s.use === 'refresh'),
        `${code} has nothing to refresh`,
      ).toBe(true);
      for (const spec of specs) {
        const values = spec.levels.map((l) => l[1]);
        expect(
          values.filter((v) => v === 1),
          `${code} ${spec.name}`,
        ).toHaveLength(1);
        const total = spec.levels.reduce((s, l) => s + l[2], 0);
        expect(total, `${code} ${spec.name}`).toBeCloseTo(1, 6);
        expect(
          isOrdered(values, spec.order, valleyOf(spec.order, values)),
          `${code} ${spec.name}`,
        ).toBe(true);
        expect(CATEGORIES).toContain(spec.category);
        if (/\blimits?\b/i.test(spec.name)) expect(spec.category).toBe('Limits');
        if (/deductible/i.test(spec.name)) expect(spec.category).toBe('Deductible');
      }
    }
  });

  it('uses only the variables each line uses', () => {
    expect(names('04.0004', 'home')).not.toContain('Roof Age');
    expect(names('04.0001', 'home')).not.toContain('Roof Age');
    expect(names('04.0003', 'home')).toEqual(
      expect.arrayContaining(['Roof Age', 'Age of Home', 'Protection Class']),
    );
    const wc = factorSpecsFor('16.0004', 'other');
    expect(wc.some((s) => s.category === 'Limits')).toBe(false);
    expect(wc.find((s) => s.name === 'Experience Modification')?.levels).toContainEqual([
      'Unity (1.00)',
      1,
      0.34,
    ]);
    expect(names('16.0004', 'other')).not.toContain('Territory');
    expect(names('17.0019', 'other')).toEqual(
      expect.arrayContaining(['Underlying Auto Limits', 'Number of Autos', 'Youthful Drivers']),
    );
    expect(names('20.0003', 'other')).toEqual(
      expect.arrayContaining(['Radius of Operation', 'Fleet Size']),
    );
    for (const code of ['19.0002', '19.0003', '19.0004', '17.0019', '20.0000', '16.0004']) {
      expect(names(code, 'other')).not.toContain('Gender');
    }
    expect(names('19.0001', 'auto')).toEqual(
      expect.arrayContaining([
        'Gender',
        'Credit-Based Insurance Score',
        'Driving Record',
        'Increased Limits - Bodily Injury',
      ]),
    );
  });

  it('marks California mandatory factors only on personal auto', () => {
    const mandatory = (code: string) =>
      factorSpecsFor(code, 'other')
        .filter((s) => s.mandatoryInCalifornia)
        .map((s) => s.name);
    expect(mandatory('19.0001')).toEqual(['Years Licensed', 'Driving Record', 'Annual Mileage']);
    expect(mandatory('04.0003')).toEqual([]);
  });

  it('falls back to the line kind for an unknown sub-TOI', () => {
    expect(names('19.9999 New', 'auto')).toContain('Vehicle Symbol');
    expect(names('04.9999 New', 'home')).toContain('Roof Age');
    expect(names('99.0000 New', 'other')).toContain('Occupancy');
  });
});
