/** How a label or column header was recognised; it sets the confidence of what it labels. */
export type LabelQuality = 'exact' | 'synonym' | 'fuzzy' | 'keyword';

/** The confidence a label's quality gives a well-formed value (ADR 027). */
export const LABEL_CONFIDENCE: Readonly<Record<LabelQuality, number>> = {
  exact: 0.98,
  synonym: 0.92,
  keyword: 0.85,
  fuzzy: 0.72,
};
/** A value parsed with a repair (a missing % sign, a stray space) keeps this share of it. */
export const REPAIR_FACTOR = 0.85;
/** Values below this confidence are flagged for review. */
export { LOW_CONFIDENCE } from '#contract/documents/extraction-confidence.ts';

/** Abbreviations forms use for label words ("SERFF Tr Num", "Co Tr No.", "Eff Date"). */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  no: 'number',
  nbr: 'number',
  num: 'number',
  tr: 'tracking',
  trk: 'tracking',
  co: 'company',
  eff: 'effective',
  dt: 'date',
};

/**
 * Lower case, '#' read as "number", punctuation and repeated spaces dropped, abbreviated words
 * written out ("Co Tr No." -> "company tracking number").
 */
export function normalizeLabel(text: string): string {
  return text
    .toLowerCase()
    .replace(/#/g, ' number ')
    .replace(/&/g, ' and ')
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9%/]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ');
}

function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, k) => k);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** A label known by its exact wording and by synonyms (both written as printed). */
export type LabelSpec<K extends string> = { key: K; exact: string[]; synonyms: string[] };

export type LabelMatch<K extends string> = { key: K; quality: LabelQuality };

type Prepared<K extends string> = { key: K; text: string; quality: 'exact' | 'synonym' }[];

/**
 * Prepares a label matcher: exact wording, then synonyms, then a near miss (a typo or OCR slip),
 * then (when given) the label's key words, for a short label (six words at most).
 */
export function labelMatcher<K extends string>(
  specs: readonly LabelSpec<K>[],
  keyword?: (normalized: string) => K | null,
): (text: string) => LabelMatch<K> | null {
  const prepared: Prepared<K> = specs.flatMap((s) => [
    ...s.exact.map((text) => ({
      key: s.key,
      text: normalizeLabel(text),
      quality: 'exact' as const,
    })),
    ...s.synonyms.map((text) => ({
      key: s.key,
      text: normalizeLabel(text),
      quality: 'synonym' as const,
    })),
  ]);
  const byText = new Map<string, LabelMatch<K>>();
  for (const p of prepared)
    if (!byText.has(p.text)) byText.set(p.text, { key: p.key, quality: p.quality });
  return (text) => {
    const norm = normalizeLabel(text);
    if (norm.length < 2) return null;
    const found = byText.get(norm);
    if (found) return found;
    if (norm.length >= 8) {
      const limit = norm.length >= 16 ? 2 : 1;
      let best: { key: K; d: number } | null = null;
      for (const p of prepared) {
        const d = distance(norm, p.text, limit);
        if (d <= limit && (!best || d < best.d)) best = { key: p.key, d };
      }
      if (best) return { key: best.key, quality: 'fuzzy' };
    }
    const byWords = keyword && norm.split(' ').length <= 6 ? keyword(norm) : null;
    return byWords ? { key: byWords, quality: 'keyword' } : null;
  };
}
