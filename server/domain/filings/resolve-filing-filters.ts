import type { z } from 'zod';
import {
  daysInMonth,
  type FilingFilters,
  type FilterDate,
  filingFiltersInputSchema,
} from './filing-filters-schema.ts';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The first day a partial date covers: {2024} is 2024-01-01, {2024, 6} is 2024-06-01. */
export function startOfFilterDate(date: FilterDate): string | undefined {
  if (date.year === 0) return undefined;
  return `${pad(date.year, 4)}-${pad(date.month || 1)}-${pad(date.day || 1)}`;
}

/** The last day a partial date covers: {2024} is 2024-12-31, {2024, 2} is 2024-02-29. */
export function endOfFilterDate(date: FilterDate): string | undefined {
  if (date.year === 0) return undefined;
  const month = date.month || 12;
  return `${pad(date.year, 4)}-${pad(month)}-${pad(date.day || daysInMonth(date.year, month))}`;
}

/**
 * Validates filters from the api (throws a ZodError with a clear message) and resolves them for
 * SQL. A start date after the end date is invalid.
 */
export const filingFiltersSchema = filingFiltersInputSchema
  .transform(
    ({ startDate, endDate, dateBasis, population, trackingNumbers, ...lists }): FilingFilters => {
      const start = startDate ? startOfFilterDate(startDate) : undefined;
      const end = endDate ? endOfFilterDate(endDate) : undefined;
      // Defaults are left out, so that equal filters resolve to one object (one cache key).
      return {
        ...lists,
        ...(start ? { startDate: start } : {}),
        ...(end ? { endDate: end } : {}),
        ...(dateBasis !== 'effective' ? { dateBasis } : {}),
        ...(population !== 'rate_changes' ? { population } : {}),
        ...(trackingNumbers.length > 0 ? { trackingNumbers } : {}),
      };
    },
  )
  .refine((f) => !f.startDate || !f.endDate || f.startDate <= f.endDate, {
    message: 'The start date must not be after the end date',
    path: ['startDate'],
  });

export function resolveFilingFilters(input: unknown): FilingFilters {
  return filingFiltersSchema.parse(input ?? {});
}

export type ResolvedFilingFilters = z.output<typeof filingFiltersSchema>;
