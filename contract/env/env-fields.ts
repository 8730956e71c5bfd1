import { z } from '#contract/zod.ts';

/** Treats an empty string as "not set", so `FOO=` in a .env file behaves like no FOO at all. */
export function emptyAsUnset<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema);
}

/** An optional variable: empty or missing is `undefined`. */
export function optionalField<T extends z.ZodType>(schema: T) {
  return emptyAsUnset(schema.optional());
}

/** An http(s) URL; a trailing slash is dropped so callers can append paths. */
export function httpUrlSchema() {
  return z
    .url({ protocol: /^https?$/, message: 'Invalid URL: expected an http:// or https:// URL' })
    .transform((url) => url.replace(/\/+$/, ''));
}

/** A whole number written in digits only ("12"), with bounds. */
export function integerSchema(options: { min: number; max?: number }) {
  return z
    .string()
    .regex(/^\d+$/, 'Not a number')
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(options.min, `Must be at least ${options.min}`)
        .max(options.max ?? Number.MAX_SAFE_INTEGER, `Must be at most ${options.max}`),
    );
}

/** A numeric identifier kept as a string (project ids go into URLs, not arithmetic). */
export const numericIdSchema = z.string().regex(/^\d+$/, 'Not a number');

const TRUE_VALUES = ['true', '1'];
const FALSE_VALUES = ['false', '0'];

/** A boolean written as true/false/1/0 (case-insensitive). */
export const booleanSchema = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .refine((value) => TRUE_VALUES.includes(value) || FALSE_VALUES.includes(value), {
    message: 'Expected true, false, 1 or 0',
  })
  .transform((value) => TRUE_VALUES.includes(value));
