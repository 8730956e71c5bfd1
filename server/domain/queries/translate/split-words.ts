import { ordinalDaysInDigits } from './ordinal-days.ts';

/**
 * A question's words as the translator reads them: digit grouping dropped ("1,000" → "1000"),
 * "5 million", "5m", "a billion" and "half a million" written out, "2021-2023" read as "2021 to 2023", "non-" split off, "w/" as "with",
 * "%" split from its number, "$" dropped before a number, "10+" read as "10 or more", "minus 5",
 * "negative 5" and "minus twenty" as "-5" and "-20", "2H21" as "h2 2021", "2024's" as "2024", "W Virginia" as "west virginia",
 * punctuation and sentence stops removed.
 * The vocabulary's multi-word names are read the same way, so that they match.
 */
const SCALE: Record<string, number> = {
  thousand: 1e3,
  k: 1e3,
  million: 1e6,
  mn: 1e6,
  mm: 1e6,
  m: 1e6,
  billion: 1e9,
  bn: 1e9,
  b: 1e9,
};

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*';
const MONTH_RANGE = new RegExp(`\\b(${MONTH})\\s*[-–]\\s*(${MONTH})\\b`, 'gi');

const UNITS: Record<string, number> = Object.fromEntries(
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'
    .split(' ')
    .map((w, i) => [w, i + 1]),
);
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const WORD_SCALES: Record<string, number> = {
  hundred: 100,
  thousand: 1e3,
  million: 1e6,
  billion: 1e9,
};
/** "minus twenty": a sign word before a number written in one word. */
const SIGNED_WORD = new RegExp(
  `\\b(?:minus|negative)\\s+(${[...Object.keys(UNITS), ...Object.keys(TENS)].join('|')})\\b`,
  'gi',
);
const NUMBER_WORD = `(?:${[...Object.keys(UNITS), ...Object.keys(TENS), ...Object.keys(WORD_SCALES), 'a', 'and'].join('|')})`;
const NUMBER_PHRASE = new RegExp(`\\b${NUMBER_WORD}(?:[\\s-]+${NUMBER_WORD})+\\b`, 'gi');

/** "one hundred thousand" → 100000, "twenty-five" → 25; other runs are left as written. */
function numberWords(phrase: string): string {
  const words = phrase.toLowerCase().split(/[\s-]+/);
  let total = 0;
  let current = 0;
  let seen = 0;
  let scaled = false;
  for (const [i, word] of words.entries()) {
    if (word === 'and' || (word === 'a' && i === 0)) continue;
    if (word === 'a') return phrase;
    const unit = UNITS[word] ?? TENS[word];
    const scale = WORD_SCALES[word];
    if (unit !== undefined) {
      current += unit;
      seen++;
    } else if (scale !== undefined) {
      current = (current || 1) * scale;
      if (scale >= 1000) {
        total += current;
        current = 0;
      }
      scaled = true;
      seen++;
    } else return phrase;
  }
  const tensAndUnit =
    words.length === 2 &&
    TENS[words[0] ?? ''] !== undefined &&
    UNITS[words[1] ?? ''] !== undefined &&
    (UNITS[words[1] ?? ''] ?? 10) < 10;
  if (seen < 2 || (!scaled && !tensAndUnit)) return phrase;
  return String(total + current);
}

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

export function splitWords(text: string): string[] {
  return (
    ordinalDaysInDigits(text.replace(/[’‘]/g, "'"))
      // "Mar 1 – Jun 30 2023": a dash between two ends of a range is "to".
      .replace(/([a-z0-9])\s*[–—]\s*(?=[a-z0-9])/gi, '$1 to ')
      // "half a billion", "a million": the scale word alone is one of it.
      .replace(/\bhalf\s+an?\s+(thousand|million|billion)\b/gi, (_, scale: string) =>
        String((WORD_SCALES[scale.toLowerCase()] ?? 2) / 2),
      )
      .replace(/\ban?\s+(hundred|thousand|million|billion)\b/gi, (_, scale: string) =>
        String(WORD_SCALES[scale.toLowerCase()] ?? 1),
      )
      .replace(NUMBER_PHRASE, (phrase) => {
        // Keep the words around a number phrase ("and", "a") when they are not part of it.
        const lead = /^(?:(?:and|a)[\s-]+)+/i.exec(phrase)?.[0] ?? '';
        const trail = /(?:[\s-]+(?:and|a))+$/i.exec(phrase)?.[0] ?? '';
        const core = phrase.slice(lead.length, phrase.length - trail.length);
        return core ? `${lead}${numberWords(core)}${trail}` : phrase;
      })
      .replace(MONTH_RANGE, '$1 to $2')
      // "since mid-2024": from the middle of the year, 1 July, on.
      .replace(
        /\b(since|from)\s+(?:the\s+)?(?:mid|middle\s+of)[\s-]*((?:19|20)\d{2})\b/gi,
        '$1 1 july $2',
      )
      .replace(/#\s*of\b/gi, 'number of')
      .replace(/(^|\s)#(?=\s*[a-z])/gi, '$1number of ')
      .replace(/\d{1,3}(?:,\d{3})+(?!\d)/g, (grouped) => grouped.replace(/,/g, ''))
      .replace(
        /(\d+(?:\.\d+)?)\s*(thousand|million|billion|mn|mm|bn|k|m|b)\b/gi,
        (_, n: string, scale: string) => String(Number(n) * (SCALE[scale.toLowerCase()] ?? 1)),
      )
      .replace(/\b((?:19|20)\d{2})\s*[-–]\s*((?:19|20)\d{2})\b/g, '$1 to $2')
      // "2021-03", "2022/06": a month of a year (a day after it makes a date, left as it is).
      .replace(
        /\b((?:19|20)\d{2})[-/](0?[1-9]|1[0-2])\b(?![-/]\d)/g,
        (_, year: string, month: string) => `${MONTH_NAMES[Number(month) - 1] ?? ''} ${year}`,
      )
      // "2Q21", "3Q 2020": a quarter of a year, written the other way round (tenth pass).
      .replace(/\b([1-4])q\s*'?(\d{2}|(?:19|20)\d{2})\b/gi, (_, q: string, year: string) =>
        year.length === 2 ? `q${q} 20${year}` : `q${q} ${year}`,
      )
      // "2H21", "1H 2024": a half of a year, written the other way round.
      .replace(/\b([12])h\s*'?(\d{2}|(?:19|20)\d{2})\b/gi, (_, h: string, year: string) =>
        year.length === 2 ? `h${h} 20${year}` : `h${h} ${year}`,
      )
      // "2024's filings": a year's possessive is the year.
      .replace(/\b((?:19|20)\d{2})'s\b/gi, '$1')
      // "W Virginia", "N. Carolina", "S Dakota": a compass letter before the rest of a state's name.
      .replace(
        /\b([nsw])\.?\s+(virginia|carolina|dakota)\b/gi,
        (_, letter: string, rest: string) =>
          `${{ n: 'north', s: 'south', w: 'west' }[letter.toLowerCase()] ?? letter} ${rest}`,
      )
      // "March '21", "Feb '25": a year written with two digits after an apostrophe.
      .replace(/(^|\s)'(\d{2})\b/g, '$120$2')
      // "pre-2020", "post-2021": before, after.
      .replace(/\bpre-((?:19|20)\d{2})\b/gi, 'before $1')
      .replace(/\bpost-((?:19|20)\d{2})\b/gi, 'after $1')
      // "on-approval filings": effective on approval.
      .replace(/\bon-approval\b/gi, 'on approval')
      .replace(/\bnon-(?=[a-z])/gi, 'non ')
      // "per-carrier", "per-line": the grouping word and its dimension.
      .replace(/\bper-(?=[a-z])/gi, 'per ')
      .replace(/\bw\/o\b/gi, 'without')
      .replace(/\bw\/(?=\s|$)/gi, 'with')
      .replace(/(\d)%/g, '$1 %')
      // "10+ filings", "21+ years": at least that many.
      .replace(/(\d)\+(?=[\s%,.?!)]|$)/g, '$1 or more')
      // "minus twenty", "negative five" (twentieth pass): a number in one word, below zero.
      .replace(
        SIGNED_WORD,
        (_, word: string) => `-${UNITS[word.toLowerCase()] ?? TENS[word.toLowerCase()]}`,
      )
      .replace(/\b(?:minus|negative)\s+(\d)/gi, '-$1')
      .replace(/\$\s*(\d)/g, '$1')
      .replace(/[?!,;:"()]/g, ' ')
      .replace(/\.(\s|$)/g, ' ')
      .split(/\s+/)
      .filter(Boolean)
  );
}
