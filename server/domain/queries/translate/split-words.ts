/**
 * A question's words as the translator reads them: digit grouping dropped ("1,000" → "1000"),
 * "5 million" and "5m" written out, "2021-2023" read as "2021 to 2023", "non-" split off, "w/" as "with",
 * "%" split from its number, "$" dropped before a number, punctuation and sentence stops removed.
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

export function splitWords(text: string): string[] {
  return text
    .replace(/[’‘]/g, "'")
    .replace(/\d{1,3}(?:,\d{3})+(?!\d)/g, (grouped) => grouped.replace(/,/g, ''))
    .replace(
      /(\d+(?:\.\d+)?)\s*(thousand|million|billion|mn|mm|bn|k|m|b)\b/gi,
      (_, n: string, scale: string) => String(Number(n) * (SCALE[scale.toLowerCase()] ?? 1)),
    )
    .replace(/\b((?:19|20)\d{2})\s*[-–]\s*((?:19|20)\d{2})\b/g, '$1 to $2')
    .replace(/\bnon-(?=[a-z])/gi, 'non ')
    .replace(/\bw\/o\b/gi, 'without')
    .replace(/\bw\/(?=\s|$)/gi, 'with')
    .replace(/(\d)%/g, '$1 %')
    .replace(/\$\s*(\d)/g, '$1')
    .replace(/[?!,;:"()]/g, ' ')
    .replace(/\.(\s|$)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}
