import type { ExtractedValuesTable } from '#server/db/schema.ts';
import { type Extracted, type ExtractedFiling, RATE_FIELDS } from './extracted-filing.ts';
import { FILING_FIELDS } from './field-labels.ts';

/** One row of table extracted_values (migration 250), before corrections. */
export type ExtractedValueRow = Omit<
  ExtractedValuesTable,
  'corrected_value' | 'corrected_by' | 'corrected_at' | 'extracted_at'
>;

const round = (x: number, digits: number): number => Number(x.toFixed(digits));

/**
 * Every extracted value as a row: its field path ("filing.state", "company[Acme].rate_impact",
 * "overall.rate_impact", "factor[Driver Age].level[16-17].before"), the value as text, and where
 * it was printed. Paths are unique within a filing (a repeated company or level keeps its first).
 */
export function extractedValueRows(
  trackingNumber: string,
  e: ExtractedFiling,
): ExtractedValueRow[] {
  const rows = new Map<string, ExtractedValueRow>();
  const add = (path: string, v: Extracted<string | number> | undefined) => {
    if (!v || rows.has(path)) return;
    rows.set(path, {
      serff_tracking_number: trackingNumber,
      field_path: path,
      value_text: String(v.value),
      page: v.page,
      bbox_x: round(v.box.x, 2),
      bbox_y: round(v.box.y, 2),
      bbox_width: round(Math.max(0, v.box.width), 2),
      bbox_height: round(Math.max(0, v.box.height), 2),
      confidence: round(Math.min(1, Math.max(0, v.confidence)), 3),
    });
  };
  for (const field of FILING_FIELDS) add(`filing.${field}`, e.fields[field]);
  for (const c of e.companies) {
    add(`company[${c.name.value}]`, c.name);
    for (const field of RATE_FIELDS) add(`company[${c.name.value}].${field}`, c.figures[field]);
  }
  for (const field of RATE_FIELDS) add(`overall.${field}`, e.overall[field]);
  for (const f of e.factors) {
    const key = `factor[${f.name.value}]`;
    add(key, f.name);
    for (const l of f.levels) {
      add(`${key}.level[${l.level.value}]`, l.level);
      add(`${key}.level[${l.level.value}].before`, l.before);
      add(`${key}.level[${l.level.value}].after`, l.after);
    }
  }
  return [...rows.values()];
}
