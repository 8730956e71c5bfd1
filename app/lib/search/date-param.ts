import { z } from 'zod';

const positiveInt = (max: number) =>
  z.number().int().positive().max(max).optional().catch(undefined);

/**
 * A date search parameter: `{year, month, day}` with each part optional and positive
 * (spec section 5). A malformed part is dropped; a malformed whole becomes undefined.
 */
export const dateParamSchema = z
  .object({
    year: positiveInt(9999),
    month: positiveInt(12),
    day: positiveInt(31),
  })
  .optional()
  .catch(undefined);

export type DateParam = z.infer<typeof dateParamSchema>;
