import { z } from '#contract/zod.ts';

export const valueCountSchema = z.object({ value: z.string(), count: z.number() });
export type ValueCount = z.infer<typeof valueCountSchema>;

export const objectionThemeCountSchema = z.object({
  theme: z.string(),
  totalObjections: z.number(),
  states: z.array(valueCountSchema),
  reviewers: z.array(valueCountSchema),
  carriers: z.array(valueCountSchema),
});
export type ObjectionThemeCount = z.infer<typeof objectionThemeCountSchema>;

/** Objection letters counted by theme and month (a brief's `objectionThemes`). */
export const objectionSummarySchema = z.object({
  summary: z.string(),
  totalObjections: z.number(),
  totalFilingsWithObjections: z.number(),
  themes: z.array(objectionThemeCountSchema),
  /** Oldest first; `periodStart` is the first day of the month. */
  trend: z.array(z.object({ periodStart: z.string(), totalObjections: z.number() })),
});
export type ObjectionSummary = z.infer<typeof objectionSummarySchema>;
