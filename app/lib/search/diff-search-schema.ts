import { z } from '#contract/zod.ts';

const trackingParam = z
  .unknown()
  .transform((v): string | undefined => {
    if (typeof v !== 'string' && typeof v !== 'number') return undefined;
    const s = String(v).trim().toUpperCase().slice(0, 40);
    return s.length > 0 ? s : undefined;
  })
  .optional();

/** /diff?a=…&b=…: the two tracking numbers compared (B against A), shareable. */
export const diffSearchSchema = z.object({ a: trackingParam, b: trackingParam });
export type DiffSearch = z.infer<typeof diffSearchSchema>;
