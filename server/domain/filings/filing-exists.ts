import type { Database } from '#server/db/connection.ts';

/** True when a whole filing with this tracking number exists. */
export async function filingExists(db: Database, trackingNumber: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('whole_filings')
    .select('serff_tracking_number')
    .where('serff_tracking_number', '=', trackingNumber)
    .executeTakeFirst();
  return row !== undefined;
}
