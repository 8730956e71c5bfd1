import type { Random } from '#server/data/prng.ts';
import type { ObjectionTheme } from './objection-theme.ts';

/**
 * Up to `count` themes drawn by weight without replacement; the drawn themes are removed from
 * `pool` so that later rounds raise new ones.
 */
export function pickThemes(
  random: Random,
  pool: ObjectionTheme[],
  count: number,
): ObjectionTheme[] {
  const picked: ObjectionTheme[] = [];
  while (picked.length < count && pool.length > 0) {
    let total = 0;
    for (const theme of pool) total += theme.weight;
    let r = random.next() * total;
    let index = pool.length - 1;
    for (let i = 0; i < pool.length; i++) {
      r -= pool[i]?.weight ?? 0;
      if (r < 0) {
        index = i;
        break;
      }
    }
    const [theme] = pool.splice(index, 1);
    if (theme) picked.push(theme);
  }
  return picked;
}
