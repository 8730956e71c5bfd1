import { z } from 'zod';
import { DEFAULT_SEED } from '#server/data/seed-database.ts';

/** `--seed S`: the generator's seed, an unsigned 32-bit integer (same seed, same data). */
export const seedArgSchema = z.coerce
  .number()
  .int()
  .min(0)
  .max(2 ** 32 - 1)
  .default(DEFAULT_SEED);
