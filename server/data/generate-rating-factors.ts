import type { RatingFactorLevel } from '#server/db/schema.ts';
import type { RatingFactorRow } from './filing-rows.ts';
import type { Random } from './prng.ts';
import type { LineKind } from './reference/lines-of-business.ts';
import {
  AUTO_FACTORS,
  type FactorSpec,
  HOME_FACTORS,
  OTHER_FACTORS,
  REFRESH_FACTORS,
} from './reference/rating-factor-catalog.ts';

const CATALOG: Record<LineKind, readonly FactorSpec[]> = {
  auto: AUTO_FACTORS,
  home: HOME_FACTORS,
  other: OTHER_FACTORS,
};
const r3 = (x: number): number => Math.round(x * 1000) / 1000;

/** Rating factors fitting the line: a refresh touches 1-2 factors, a rate revision 2-7. */
export function generateRatingFactors(
  random: Random,
  input: {
    trackingNumber: string;
    kind: LineKind;
    impact: number;
    refresh: boolean;
    state: string;
  },
): RatingFactorRow[] {
  const catalog = CATALOG[input.kind];
  let specs: FactorSpec[];
  if (input.refresh) {
    const names = REFRESH_FACTORS[input.kind];
    specs = catalog.filter(([f]) => names.includes(f)).slice(0, random.int(1, names.length));
  } else {
    const allowed = catalog.filter(([f]) => {
      if (f === 'Hurricane Load')
        return ['FL', 'TX', 'LA', 'SC', 'NC', 'AL', 'MS', 'GA'].includes(input.state);
      if (f === 'Wildfire Load')
        return ['CA', 'CO', 'OR', 'WA', 'AZ', 'NM', 'MT', 'ID', 'UT', 'NV'].includes(input.state);
      if (f === 'Occupation and Education') return input.state !== 'CA';
      if (f === 'Credit-Based Insurance Score' || f === 'Insurance Score') {
        return !['CA', 'MA', 'HI', 'MI'].includes(input.state);
      }
      return true;
    });
    specs = random.shuffle(allowed).slice(0, random.int(2, Math.min(7, allowed.length)));
  }
  return specs.map(([factor, category, baseLevels]) => {
    const drift = input.refresh ? 0 : input.impact / 100;
    const levels: RatingFactorLevel[] = baseLevels.map(([level, base]) => {
      const before = r3(base * random.normal(1, 0.04));
      const unchanged = random.chance(input.refresh ? 0.3 : 0.2);
      const after = unchanged ? before : r3(before * (1 + random.normal(drift * 0.6, 0.045)));
      return { level, before, after, change: r3(((after - before) / before) * 100) };
    });
    const befores = levels.map((l) => l.before);
    const afters = levels.map((l) => l.after);
    const change = levels.reduce((s, l) => s + l.change, 0) / Math.max(1, levels.length);
    return {
      serff_tracking_number: input.trackingNumber,
      company: null,
      factor,
      category,
      levels,
      before_value: `${Math.min(...befores).toFixed(3)} - ${Math.max(...befores).toFixed(3)}`,
      after_value: `${Math.min(...afters).toFixed(3)} - ${Math.max(...afters).toFixed(3)}`,
      change: Math.round(change * 10) / 10,
    };
  });
}
