import { createRandom, type Random } from '#server/data/prng.ts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** SERFF's date format: 2024-03-07 -> 03/07/2024 (empty when absent). */
export function serffDate(iso: string | null | undefined): string {
  if (!iso || iso.length < 10) return '';
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
}

/** A letter's date: 2024-03-07 -> March 7, 2024. */
export function letterDate(iso: string | null | undefined): string {
  if (!iso || iso.length < 10) return '';
  const month = MONTHS[Number(iso.slice(5, 7)) - 1] ?? '';
  return `${month} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;
}

/** A 32-bit FNV-1a hash of a text, for choices that must not depend on a random stream. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let k = 0; k < text.length; k++) {
    hash ^= text.charCodeAt(k);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The random stream for a document: the generator's, or one derived from the tracking number. */
export function documentRandom(random: Random | undefined, trackingNumber: string): Random {
  return random ?? createRandom(hashText(trackingNumber), 20);
}

/**
 * The random stream of one section of a document, derived from the tracking number and the
 * section's name: sections added later draw from their own streams, so that the pages written
 * before them draw exactly what they drew before.
 */
export function sectionRandom(trackingNumber: string, section: string): Random {
  return createRandom(hashText(`${trackingNumber}#${section}`), 21);
}

/** A relativity or rate factor, three decimals. */
export const relativity = (value: number): string => value.toFixed(3);

/** An integer with thousands separators (1234567 -> 1,234,567), without Intl (it is slow). */
export function grouped(value: number): string {
  const digits = String(Math.round(Math.abs(value)));
  let out = '';
  for (let k = 0; k < digits.length; k++) {
    if (k > 0 && (digits.length - k) % 3 === 0) out += ',';
    out += digits[k];
  }
  return value < 0 && out !== '0' ? `-${out}` : out;
}

/** Money with cents ($1,234.50), for base rates and fees. */
export function dollars(value: number): string {
  const cents = Math.round(Math.abs(value) * 100);
  const sign = value < 0 && cents > 0 ? '-' : '';
  return `${sign}$${grouped(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
}

/** Whole dollars ($1,234,567; -$5,000); n/a when absent. */
export function wholeDollars(value: number | null | undefined): string {
  if (value === null || value === undefined) return 'n/a';
  const amount = grouped(Math.abs(value));
  return value < 0 && amount !== '0' ? `-$${amount}` : `$${amount}`;
}

/** A percent with one decimal and its sign (+5.2%, -0.4%, 0.0%); n/a when absent. */
export function pct1(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return 'n/a';
  const rounded = Math.round(value * 10) / 10;
  if (rounded === 0) return '0.0%';
  return `${rounded > 0 ? '+' : '-'}${Math.abs(rounded).toFixed(1)}%`;
}
