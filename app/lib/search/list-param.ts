import { API_LIMITS } from '#contract/api-limits.ts';
import { z } from '#contract/zod.ts';

/**
 * A multi-value parameter whose items pass `accept` (after trimming): a single value is a
 * one-item list; items of other types, blanks and items `accept` rejects are dropped;
 * duplicates removed; at most API_LIMITS.maxValues kept.
 */
function listParamOf(accept: (item: string) => string | undefined) {
  return z
    .unknown()
    .transform((value): string[] | undefined => {
      const raw = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
      const items = raw
        .filter(
          (item): item is string | number => typeof item === 'string' || typeof item === 'number',
        )
        .map((item) => accept(String(item).trim()))
        .filter((item): item is string => item !== undefined && item.length > 0);
      const unique = [...new Set(items)].slice(0, API_LIMITS.maxValues);
      return unique.length > 0 ? unique : undefined;
    })
    .optional();
}

/** Whether `text` holds characters the database refuses (NUL, an unpaired surrogate). */
export function hasInvalidText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (code >= 0xdc00 && code <= 0xdfff) return true;
  }
  return false;
}

/** A filter value the api accepts: non-blank, valid text, at most API_LIMITS.maxValueLength. */
export function acceptFilterValue(item: string): string | undefined {
  return item.length > 0 && item.length <= API_LIMITS.maxValueLength && !hasInvalidText(item)
    ? item
    : undefined;
}

/** A two-letter state code, upper-cased; anything else is refused. */
export function acceptStateCode(item: string): string | undefined {
  return /^[A-Za-z]{2}$/.test(item) ? item.toUpperCase() : undefined;
}

/** A multi-value filter parameter (`carriers[]`, `companies[]`, ...). */
export const listParamSchema = listParamOf(acceptFilterValue);

/** `states[]`: two-letter codes only (the api refuses anything else). */
export const stateListParamSchema = listParamOf(acceptStateCode);
