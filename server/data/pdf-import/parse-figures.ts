/**
 * Parsers for the values printed on a filing's pages. Each returns the value and whether it had
 * to be repaired (a stray space, a missing % sign, parentheses for a minus, a unicode minus),
 * which lowers the confidence; or null when the text is not such a value ("n/a" and empty too).
 */
export type Parsed<T> = { value: T; repaired: boolean } | null;

const MISSING = /^(n\/?a|none|-+|—|–)?$/i;

function cleanNumber(text: string): { body: string; negative: boolean; repaired: boolean } {
  let body = text.trim();
  let repaired = false;
  let negative = false;
  if (/^\(.*\)$/.test(body)) {
    body = body.slice(1, -1);
    negative = true;
    repaired = true;
  }
  if (/[\u2212\u2013\u2014]/.test(body)) {
    body = body.replace(/[\u2212\u2013\u2014]/g, '-');
    repaired = true;
  }
  if (/\s/.test(body)) {
    body = body.replace(/\s+/g, '');
    repaired = true;
  }
  return { body, negative, repaired };
}

/** A percentage: "+5.200%", "-0.4%", "0.000%"; "5.2" (no sign) is repaired. */
export function parsePercent(text: string): Parsed<number> {
  if (MISSING.test(text.trim())) return null;
  const { body, negative, repaired } = cleanNumber(text);
  const match = /^([-+]?)(\d{1,4}(?:,\d{3})*(?:\.\d+)?|\.\d+)(%?)$/.exec(body);
  if (!match) return null;
  const value = Number((match[2] ?? '').replaceAll(',', '')) * (match[1] === '-' ? -1 : 1);
  return {
    value: negative ? -value : value,
    repaired: repaired || match[3] !== '%',
  };
}

/** Money in whole dollars or with cents: "$1,234,567", "-$5,000", "$0.00"; "1234567" is repaired. */
export function parseMoney(text: string): Parsed<number> {
  if (MISSING.test(text.trim())) return null;
  const { body, negative, repaired } = cleanNumber(text);
  const match = /^([-+]?)(\$?)([-+]?)(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?$/.exec(body);
  if (!match) return null;
  const sign = match[1] === '-' || match[3] === '-' ? -1 : 1;
  const value = Number(`${(match[4] ?? '').replaceAll(',', '')}${match[5] ?? ''}`) * sign;
  return { value: negative ? -value : value, repaired: repaired || match[2] !== '$' };
}

/** A count: "28,669" or "28669". */
export function parseCount(text: string): Parsed<number> {
  if (MISSING.test(text.trim())) return null;
  const { body, repaired } = cleanNumber(text);
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)$/.exec(body);
  if (!match) return null;
  return { value: Number((match[1] ?? '').replaceAll(',', '')), repaired };
}

/** A relativity or factor: "1.000", "0.94". */
export function parseDecimal(text: string): Parsed<number> {
  if (MISSING.test(text.trim())) return null;
  const { body, repaired } = cleanNumber(text);
  const match = /^(\d+(?:\.\d+)?|\.\d+)$/.exec(body);
  if (!match) return null;
  return { value: Number(match[1]), repaired };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number): string => String(n).padStart(2, '0');

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * A date as ISO YYYY-MM-DD: "03/07/2024" (SERFF), "2024-03-07", "03-07-2024" (US order, as with
 * slashes), "March 7, 2024" (the last three repaired).
 */
export function parseDate(text: string): Parsed<string> {
  const t = text.trim();
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (m) {
    const iso = isoDate(Number(m[3]), Number(m[1]), Number(m[2]));
    return iso
      ? { value: iso, repaired: (m[1] ?? '').length < 2 || (m[2] ?? '').length < 2 }
      : null;
  }
  m = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(t);
  if (m) {
    const iso = isoDate(Number(m[3]), Number(m[1]), Number(m[2]));
    return iso ? { value: iso, repaired: true } : null;
  }
  m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) {
    const iso = isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
    return iso ? { value: iso, repaired: true } : null;
  }
  m = /^([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})$/.exec(t);
  if (m) {
    const month = MONTHS.indexOf((m[1] ?? '').slice(0, 3).toLowerCase()) + 1;
    const iso = month > 0 ? isoDate(Number(m[3]), month, Number(m[2])) : null;
    return iso ? { value: iso, repaired: true } : null;
  }
  return null;
}
