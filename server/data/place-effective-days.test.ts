import { describe, expect, it } from 'vitest';
import { dayOf } from './calendar.ts';
import { placeEffectiveDay, placeRenewalDay } from './place-effective-days.ts';
import { createRandom } from './prng.ts';

const window = { first: dayOf('2018-01-01'), last: dayOf('2026-12-31') };

describe('placeEffectiveDay', () => {
  it('keeps a requested day inside the window as it is', () => {
    const random = createRandom(1, 9);
    expect(placeEffectiveDay(random, dayOf('2024-05-06'), dayOf('2024-04-01'), window)).toBe(
      dayOf('2024-05-06'),
    );
  });

  it('spreads days past the end over the room left instead of piling them on the last day', () => {
    const random = createRandom(2, 9);
    const earliest = dayOf('2026-10-15');
    const days = Array.from({ length: 2_000 }, () =>
      placeEffectiveDay(random, dayOf('2027-03-01'), earliest, window),
    );
    for (const day of days) {
      expect(day).toBeGreaterThanOrEqual(earliest);
      expect(day).toBeLessThanOrEqual(window.last);
    }
    const onLastDay = days.filter((d) => d === window.last).length;
    expect(onLastDay / days.length).toBeLessThan(0.05);
    expect(new Set(days).size).toBeGreaterThan(60);
  });

  it('spreads days before the start over the first year', () => {
    const random = createRandom(3, 9);
    const days = Array.from({ length: 2_000 }, () =>
      placeEffectiveDay(random, dayOf('2017-11-01'), dayOf('2017-11-01'), window),
    );
    expect(Math.min(...days)).toBe(window.first);
    expect(Math.max(...days)).toBeLessThanOrEqual(window.first + 364);
    expect(days.filter((d) => d === window.first).length / days.length).toBeLessThan(0.05);
  });

  it('is deterministic for one stream', () => {
    const draw = () =>
      placeEffectiveDay(createRandom(4, 9), dayOf('2027-02-01'), dayOf('2026-11-01'), window);
    expect(draw()).toBe(draw());
  });
});

describe('placeRenewalDay', () => {
  it('never crosses the window end and does not pile renewals on it', () => {
    const random = createRandom(5, 1);
    const spread = createRandom(5, 2);
    const effective = dayOf('2026-12-20');
    const days = Array.from({ length: 2_000 }, () =>
      placeRenewalDay(random, spread, effective, window),
    );
    for (const day of days) expect(day).toBeLessThanOrEqual(window.last);
    expect(days.filter((d) => d === window.last).length / days.length).toBeLessThan(0.1);
  });
});
