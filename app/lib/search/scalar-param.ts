import { z } from 'zod';

/** An optional string parameter; anything that is not a non-blank string becomes undefined. */
export const stringParamSchema = z
  .unknown()
  .transform((value): string | undefined => {
    if (typeof value === 'number') return String(value);
    if (typeof value !== 'string') return undefined;
    const trimmed = value.trim().slice(0, 500);
    return trimmed.length > 0 ? trimmed : undefined;
  })
  .optional();

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
