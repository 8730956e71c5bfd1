/** A date search parameter: `{year, month, day}`, each part optional. */
export type PartialDate = { year?: number; month?: number; day?: number } | undefined;

const pad = (value: number) => String(value).padStart(2, '0');

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * A partial date as the picker's "YYYY-MM-DD": a start date fills missing parts with the start
 * of the period, an end date with its end ({year: 2024, month: 6} ends on 2024-06-30).
 */
export function partialDateToIso(date: PartialDate, edge: 'start' | 'end'): string | null {
  if (!date?.year) return null;
  const month = date.month ?? (edge === 'start' ? 1 : 12);
  const lastDay = daysInMonth(date.year, month);
  const day = date.month && date.day ? Math.min(date.day, lastDay) : edge === 'start' ? 1 : lastDay;
  return `${String(date.year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

/** "YYYY-MM-DD" (or a longer ISO string) → `{year, month, day}`; anything else → undefined. */
export function isoToPartialDate(value: string | null | undefined): PartialDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!year || month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  return { year, month, day };
}
