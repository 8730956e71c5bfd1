import { z } from 'zod';

/** A SERFF tracking number: four letters, a dash, digits (e.g. "SFMA-134393024", "ALSE-G134016536"). */
export const trackingNumberSchema = z
  .string()
  .trim()
  .min(1, 'A SERFF tracking number is required')
  .max(40, 'Not a SERFF tracking number')
  .regex(/^[A-Z0-9]{2,8}-[A-Z]?\d{4,12}$/i, 'Not a SERFF tracking number')
  .transform((s) => s.toUpperCase());
