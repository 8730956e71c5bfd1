/** Day numbers (days since 1970-01-01, UTC) and ISO dates. */
const MS_PER_DAY = 86_400_000;

export const dayOf = (iso: string): number =>
  Math.floor(Date.parse(`${iso}T00:00:00Z`) / MS_PER_DAY);
export const isoOf = (day: number): string => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
export const yearOf = (day: number): number => new Date(day * MS_PER_DAY).getUTCFullYear();

/** The demo data set's timeline: first submission, "today" (end of data) and last effective date. */
export const FIRST_SUBMISSION_DAY = dayOf('2017-09-01');
export const DATA_TODAY_DAY = dayOf('2026-11-15');
export const LAST_SUBMISSION_DAY = dayOf('2026-10-31');
export const FIRST_EFFECTIVE_DAY = dayOf('2018-01-01');
export const LAST_EFFECTIVE_DAY = dayOf('2026-12-31');
