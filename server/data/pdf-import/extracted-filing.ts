import type { FilingField } from './field-labels.ts';

/** A rectangle on a page in PDF units (origin bottom-left). */
export type Box = { x: number; y: number; width: number; height: number };

/** A value read from the PDF: where it was printed and how sure the reading is (0-1). */
export type Extracted<T> = { value: T; text: string; page: number; box: Box; confidence: number };

export const RATE_FIELDS = [
  'indicated_change',
  'rate_impact',
  'written_premium_change',
  'policyholders_affected',
  'written_premium_for_program',
  'max_change',
  'min_change',
] as const;
export type RateField = (typeof RATE_FIELDS)[number];
export type RateFigures = Partial<Record<RateField, Extracted<number>>>;

export type ExtractedCompany = { name: Extracted<string>; figures: RateFigures };

export type ExtractedLevel = {
  level: Extracted<string>;
  before?: Extracted<number>;
  after?: Extracted<number>;
  base: boolean;
};

export type ExtractedFactor = {
  name: Extracted<string>;
  category: string | null;
  levels: ExtractedLevel[];
};

/** What one filing PDF says: fields, companies with their rate figures, the overall row, factors. */
export type ExtractedFiling = {
  fields: Partial<Record<FilingField, Extracted<string>>>;
  companies: ExtractedCompany[];
  overall: RateFigures;
  factors: ExtractedFactor[];
  /** Pages without a text layer (drawn or scanned): nothing could be read from them. */
  pagesWithoutText: number[];
};

/** The union of boxes. */
export function unionBox(boxes: readonly Box[]): Box {
  const x0 = Math.min(...boxes.map((b) => b.x));
  const y0 = Math.min(...boxes.map((b) => b.y));
  const x1 = Math.max(...boxes.map((b) => b.x + b.width));
  const y1 = Math.max(...boxes.map((b) => b.y + b.height));
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** The box of a text item: from a fifth of its size below the baseline to its size above it. */
export function itemBox(item: { x: number; y: number; width: number; size: number }): Box {
  return { x: item.x, y: item.y - 0.2 * item.size, width: item.width, height: item.size };
}
