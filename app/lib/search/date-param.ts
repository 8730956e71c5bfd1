import { API_LIMITS } from '#contract/api-limits.ts';
import { z } from '#contract/zod.ts';

type DateParts = { year?: number; month?: number; day?: number };
export type DateParam = DateParts | undefined;

const positiveInt = (max: number) =>
  z.number().int().positive().max(max).optional().catch(undefined);

const dateShape = z.object({
  year: positiveInt(API_LIMITS.maxYear),
  month: positiveInt(12),
  day: positiveInt(31),
});

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * A date search parameter: `{year, month, day}` with each part optional and positive
 * (spec section 5). A malformed part is dropped, and so is what the api would refuse: a date
 * without a year (or before 1900) is dropped whole, a day without a month or past the month's
 * end is dropped.
 */
export const dateParamSchema = z
  .unknown()
  .transform((value): DateParam => {
    const parsed = dateShape.safeParse(value);
    if (!parsed.success) return undefined;
    const { year, month, day } = parsed.data;
    if (!year || year < API_LIMITS.minYear) return undefined;
    if (!month) return { year };
    return day && day <= daysInMonth(year, month) ? { year, month, day } : { year, month };
  })
  .optional();
