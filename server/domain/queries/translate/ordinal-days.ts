/**
 * A day of a named month written as an ordinal word (twenty-first pass): "the first of July 2025",
 * "July twenty-first", "the fifteenth of March" are the days 1st, 21st and 15th of that month, so
 * they read as "1 July 2025" does (a day, not the month alone); "the 15th of March" is "15 March". Only beside a month's name:
 * "the first round", "the first of the two years" keep their words.
 */

const DAYS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
];

/** The day an ordinal word names: "first" 1, "twenty-first" 21, "thirtieth" 30. */
function dayOf(word: string): number | undefined {
  const digits = /^(\d{1,2})(?:st|nd|rd|th)$/i.exec(word);
  if (digits) return Number(digits[1]) <= 31 ? Number(digits[1]) : undefined;
  const lower = word.toLowerCase().replace(/\s+|-/g, ' ');
  const single = DAYS.indexOf(lower);
  if (single >= 0) return single + 1;
  if (lower === 'thirtieth') return 30;
  const tens = /^(twenty|thirty) (\w+)$/.exec(lower);
  if (!tens) return undefined;
  const unit = DAYS.indexOf(tens[2] ?? '') + 1;
  const day = (tens[1] === 'twenty' ? 20 : 30) + unit;
  return unit >= 1 && unit <= 9 && day <= 31 ? day : undefined;
}

const ORDINAL = `(?:(?:twenty|thirty)[\\s-]+)?(?:${DAYS.join('|')})|thirtieth|\\d{1,2}(?:st|nd|rd|th)`;
const MONTH =
  '(?:jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december)';
/** "the first of July", "fifteenth of Mar". */
const DAY_OF_MONTH = new RegExp(`\\b(${ORDINAL})\\s+of\\s+(${MONTH})\\b`, 'gi');
/** "July first", "March twenty-first" (not "May second round": a year, a comma or the end follows). */
const MONTH_DAY = new RegExp(
  `\\b(${MONTH})\\s+(${ORDINAL})(?=\\s*(?:,|(?:19|20)\\d{2}\\b|$|[?.!]))`,
  'gi',
);

/** The text with each ordinal day beside a month's name written as a number ("1 July 2025"). */
export function ordinalDaysInDigits(text: string): string {
  return text
    .replace(DAY_OF_MONTH, (whole, ordinal: string, month: string) => {
      const day = dayOf(ordinal);
      return day === undefined ? whole : `${day} ${month}`;
    })
    .replace(MONTH_DAY, (whole, month: string, ordinal: string) => {
      const day = dayOf(ordinal);
      return day === undefined ? whole : `${month} ${day}`;
    });
}
