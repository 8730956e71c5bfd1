import { API_LIMITS } from '#contract/api-limits.ts';

/**
 * A SERFF tracking number: a prefix of 2 to 8 letters or digits, a dash, an optional letter and 4
 * to 12 digits ("SFMA-134393024", "ALSE-G134016536"), any case. The api's schemas and the app's
 * URL and paste parsing read it from here.
 */
export const TRACKING_NUMBER_PATTERN = /^[A-Z0-9]{2,8}-[A-Z]?\d{4,12}$/i;

/** Most tracking numbers one filter may list (the api refuses more). */
export const MAX_TRACKING_NUMBERS = API_LIMITS.maxTrackingNumbers;

/** Whether `text` (trimmed) is a tracking number. */
export function isTrackingNumber(text: string): boolean {
  return TRACKING_NUMBER_PATTERN.test(text.trim());
}

/**
 * The items of a pasted or typed list of tracking numbers: separated by commas, semicolons,
 * tabs, line breaks or spaces (a column copied from a spreadsheet, a line of an email).
 */
export function trackingListItems(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/**
 * A list of tracking numbers read from text: the valid ones upper-cased, in the order given,
 * without duplicates, and the items that are not tracking numbers (as written).
 */
export function readTrackingList(text: string): { valid: string[]; invalid: string[] } {
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const item of trackingListItems(text)) {
    if (!isTrackingNumber(item)) invalid.push(item);
    else {
      const upper = item.toUpperCase();
      if (!valid.includes(upper)) valid.push(upper);
    }
  }
  return { valid, invalid };
}

/** The URL's `tracking` value of a list: comma separated ("SFMA-1234,ALSE-G5678"). */
export function writeTrackingParam(trackingNumbers: readonly string[]): string {
  return trackingNumbers.join(',');
}

/** A tracking number inside running text (upper case, as the api writes it), not part of a word. */
const TRACKING_NUMBER_IN_TEXT = new RegExp(
  `(?<![\\w-])${TRACKING_NUMBER_PATTERN.source.slice(1, -1)}(?![\\w-])`,
  'g',
);

/** A piece of running text: plain text, or a tracking number. */
export type TextPiece = { text: string; trackingNumber: boolean };

/**
 * Running text cut around the tracking numbers it holds ("… rose in CAHG-133543215 …" → the text
 * before, the number, the text after), so that a page can keep each number on one line without
 * changing the text itself. The pieces joined give back `text`.
 */
export function splitOnTrackingNumbers(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(TRACKING_NUMBER_IN_TEXT)) {
    const start = match.index;
    const number = match[0];
    // A year range ("2023-2024") has the shape too; a SERFF prefix has a letter.
    if (!/[A-Z]/.test(number.slice(0, number.indexOf('-')))) continue;
    if (start > last) pieces.push({ text: text.slice(last, start), trackingNumber: false });
    pieces.push({ text: number, trackingNumber: true });
    last = start + number.length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), trackingNumber: false });
  return pieces;
}
