import { z } from 'zod';

/** One level of a stored factor table (rating_factors.levels, JSON). */
const storedLevelSchema = z.object({
  level: z.string(),
  before: z.number(),
  after: z.number(),
  change: z.number(),
  base: z.boolean().optional(),
  weight: z.number().min(0).max(1).optional(),
});
export type FactorLevel = z.infer<typeof storedLevelSchema>;

/**
 * The stored levels of a factor; an unreadable value (an import that wrote something else) reads
 * as no table rather than failing the filing page.
 */
export function parseFactorLevels(value: unknown): FactorLevel[] {
  const parsed = z.array(storedLevelSchema).safeParse(value);
  return parsed.success ? parsed.data : [];
}

export type PremiumEffect = { value: number; basis: 'exposure' | 'equal-weight' };

/**
 * The premium effect of moving a table from `before` to `after` in percentage points (3
 * decimals): 100 x (sum w x after / sum w x before - 1). One formula for the generator's factor
 * change and the filing page's figure (docs/analytics-definitions.md).
 */
export function premiumEffectOf(
  weights: readonly number[],
  before: readonly number[],
  after: readonly number[],
): number {
  let was = 0;
  let is = 0;
  for (let i = 0; i < before.length; i++) {
    const w = weights[i] ?? 0;
    was += w * (before[i] ?? 1);
    is += w * (after[i] ?? 1);
  }
  return Math.round(100 * (is / was - 1) * 1000) / 1000;
}

/**
 * The premium effect of a factor's revision from its levels: weighted by the exposure shares
 * when every level has one (the filing's distribution), otherwise with weight 1 for every level
 * (an approximation). Null without levels or without a positive weighted relativity.
 */
export function premiumEffect(levels: readonly FactorLevel[]): PremiumEffect | null {
  if (levels.length === 0) return null;
  const exposure = levels.every((l) => l.weight !== undefined) && levels.some((l) => l.weight);
  const value = premiumEffectOf(
    levels.map((l) => (exposure ? (l.weight ?? 0) : 1)),
    levels.map((l) => l.before),
    levels.map((l) => l.after),
  );
  if (!Number.isFinite(value)) return null;
  return { value, basis: exposure ? 'exposure' : 'equal-weight' };
}

/**
 * The page of a filing's PDF that prints a table: the first page with a table heading of the rate
 * pages ("Rule 301. Driving Record (Driver):", "Page R-1. Base Rates:") naming `heading` (the
 * factor's name or "Base Rates"); 0 when none.
 */
export function findTablePage(
  pages: readonly { page_number: number; content: string }[],
  heading: string,
): number {
  const needle = heading.toLowerCase();
  const isHeading = (line: string) =>
    line.endsWith(':') && (line.includes(`. ${needle} (`) || line.endsWith(`. ${needle}:`));
  for (const page of pages)
    for (const line of page.content.split('\n'))
      if (isHeading(line.toLowerCase())) return page.page_number;
  return 0;
}
