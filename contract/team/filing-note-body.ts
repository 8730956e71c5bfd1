import { z } from '#contract/zod.ts';

/** A note on a filing is at most this long (migration 230 checks it too). */
export const MAX_FILING_NOTE_LENGTH = 4000;

/** A note's body as the api takes it and the notes form checks it: trimmed, 1 to 4,000 characters. */
export const filingNoteBodySchema = z
  .string()
  .trim()
  .min(1, 'Write something first')
  .max(MAX_FILING_NOTE_LENGTH, `A note is at most ${MAX_FILING_NOTE_LENGTH} characters`);
