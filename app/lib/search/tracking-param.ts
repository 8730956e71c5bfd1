import {
  MAX_TRACKING_NUMBERS,
  readTrackingList,
  trackingListItems,
  writeTrackingParam,
} from '#contract/filings/tracking-numbers.ts';
import { z } from '#contract/zod.ts';

/**
 * `tracking` on /filings: a comma-separated list of SERFF tracking numbers
 * (`tracking=SFMA-134393024,ALSE-G134016536`), kept as that readable text in the URL. Read
 * leniently, like the other filter parameters: a JSON list is taken too, items that are not
 * tracking numbers are dropped, the rest upper-cased and deduplicated, and at most
 * MAX_TRACKING_NUMBERS kept (the filter bar refuses a longer paste with a message, the api a
 * longer request). Nothing left: undefined.
 */
export const trackingParamSchema = z
  .unknown()
  .transform((value): string | undefined => {
    const raw = typeof value === 'string' ? [value] : Array.isArray(value) ? value.map(String) : [];
    const { valid } = readTrackingList(raw.flatMap(trackingListItems).join(','));
    const kept = valid.slice(0, MAX_TRACKING_NUMBERS);
    return kept.length > 0 ? writeTrackingParam(kept) : undefined;
  })
  .optional();

/** The tracking numbers of a `tracking` value (already read by the schema). */
export function trackingNumbersOf(param: string | undefined): string[] {
  return param ? trackingListItems(param) : [];
}
