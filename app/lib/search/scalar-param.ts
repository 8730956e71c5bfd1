import { API_LIMITS } from '#contract/api-limits.ts';
import { normalizeSearchQuery } from '#contract/search/search-query-text.ts';
import { z } from '#contract/zod.ts';
import { acceptFilterValue, acceptStateCode, hasInvalidText } from './list-param.ts';

/**
 * An optional string parameter: a number becomes its text; text is prepared (trimmed by default);
 * blanks, text with NUL or unpaired surrogates and other types become undefined.
 */
function stringParamOf(
  accept: (value: string) => string | undefined,
  prepare: (value: string) => string = (value) => value.trim(),
) {
  return z
    .unknown()
    .transform((value): string | undefined => {
      if (typeof value === 'number') return accept(String(value));
      if (typeof value !== 'string') return undefined;
      const text = prepare(value);
      return text.trim().length > 0 && !hasInvalidText(text) ? accept(text) : undefined;
    })
    .optional();
}

/** Free text (a redirect target, a reviewer name): at most 500 characters kept. */
export const stringParamSchema = stringParamOf((value) => value.slice(0, 500));

/** Free text of at most `max` characters (a question, a query); longer text is dropped. */
export function stringParamOfLength(max: number) {
  return stringParamOf((value) => (value.length <= max ? value : undefined));
}

/** One filter value (a carrier, a line of business): dropped when the api would refuse it. */
export const filterValueParamSchema = stringParamOf(acceptFilterValue);

/** One state code. */
export const stateParamSchema = stringParamOf(acceptStateCode);

/**
 * A search query: cut to the longest query the api accepts. A final space is kept (as one): it
 * says the last word is whole, not a prefix still being typed (normalizeSearchQuery).
 */
export const queryParamSchema = stringParamOf(
  (value) => value,
  (value) => normalizeSearchQuery(value).slice(0, API_LIMITS.maxQueryLength),
);

/** An optional boolean parameter; only real booleans (or "true"/"false") are kept. */
export const booleanParamSchema = z
  .unknown()
  .transform((value): boolean | undefined => {
    if (typeof value === 'boolean') return value;
    if (value === 'true') return true;
    if (value === 'false') return false;
    return undefined;
  })
  .optional();
