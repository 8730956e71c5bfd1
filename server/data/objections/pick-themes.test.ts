import { describe, expect, it } from 'vitest';
import { createRandom } from '#server/data/prng.ts';
import { OBJECTION_THEMES } from './objection-library.ts';
import { pickThemes } from './pick-themes.ts';

describe('pickThemes', () => {
  it('draws distinct themes, removes them from the pool and stops when it is empty', () => {
    const pool = [...OBJECTION_THEMES.slice(0, 5)];
    const first = pickThemes(createRandom(1), pool, 3);
    expect(first).toHaveLength(3);
    expect(pool).toHaveLength(2);
    for (const theme of first) expect(pool).not.toContain(theme);
    expect(pickThemes(createRandom(2), pool, 4)).toHaveLength(2);
    expect(pool).toHaveLength(0);
    expect(pickThemes(createRandom(3), pool, 2)).toEqual([]);
  });

  it('draws heavier themes more often', () => {
    const light = {
      ...OBJECTION_THEMES[0],
      id: 'light',
      weight: 1,
    } as (typeof OBJECTION_THEMES)[number];
    const heavy = {
      ...OBJECTION_THEMES[0],
      id: 'heavy',
      weight: 9,
    } as (typeof OBJECTION_THEMES)[number];
    const random = createRandom(4);
    let heavyFirst = 0;
    for (let i = 0; i < 2000; i++)
      if (pickThemes(random, [light, heavy], 1)[0]?.id === 'heavy') heavyFirst++;
    expect(heavyFirst / 2000).toBeGreaterThan(0.85);
    expect(heavyFirst / 2000).toBeLessThan(0.95);
  });
});
