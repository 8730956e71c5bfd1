import type { ExtractedValuesTable } from '#server/db/schema.ts';

export { LOW_CONFIDENCE } from '#contract/documents/extraction-confidence.ts';

/** One value extracted from an imported filing PDF, with its citation and its correction. */
export type ExtractedValue = {
  serffTrackingNumber: string;
  fieldPath: string;
  value: string;
  page: number;
  box: { x: number; y: number; width: number; height: number };
  confidence: number;
  correction: { value: string; by: string; byName: string; at: Date } | null;
};

/** A row of extracted_values joined to the corrector's name. */
export type ExtractedValueRow = Omit<ExtractedValuesTable, 'corrected_at' | 'extracted_at'> & {
  corrected_by_name: string | null;
  corrected_at: Date | string | null;
};

/** The select list and from clause that read ExtractedValueRow (alias e). */
export const EXTRACTED_VALUE_SELECT = `select e.serff_tracking_number, e.field_path, e.value_text,
  e.page, e.bbox_x, e.bbox_y, e.bbox_width, e.bbox_height, e.confidence, e.corrected_value,
  e.corrected_by, coalesce(nullif(u."name", ''), u.email, '') as corrected_by_name, e.corrected_at
  from extracted_values e left join auth_user u on u.id = e.corrected_by`;

export function toExtractedValue(row: ExtractedValueRow): ExtractedValue {
  return {
    serffTrackingNumber: row.serff_tracking_number,
    fieldPath: row.field_path,
    value: row.value_text,
    page: Number(row.page),
    box: {
      x: Number(row.bbox_x),
      y: Number(row.bbox_y),
      width: Number(row.bbox_width),
      height: Number(row.bbox_height),
    },
    confidence: Number(row.confidence),
    correction:
      row.corrected_value !== null && row.corrected_at !== null
        ? {
            value: row.corrected_value,
            by: row.corrected_by ?? '',
            byName: row.corrected_by_name ?? '',
            at: new Date(row.corrected_at),
          }
        : null,
  };
}
