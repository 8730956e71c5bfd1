import type { Database } from '#server/db/connection.ts';
import {
  EXTRACTED_VALUE_SELECT,
  type ExtractedValue,
  type ExtractedValueRow,
  toExtractedValue,
} from './extracted-value.ts';

/** Every value extracted from a filing's imported PDF, in field-path order (none if not imported). */
export async function listExtractedValues(
  db: Database,
  serffTrackingNumber: string,
): Promise<ExtractedValue[]> {
  const rows = await db.query<ExtractedValueRow>(
    `${EXTRACTED_VALUE_SELECT} where e.serff_tracking_number = $1 order by e.field_path`,
    [serffTrackingNumber],
  );
  return rows.map(toExtractedValue);
}
