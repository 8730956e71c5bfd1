import { z } from 'zod';
import type { Database } from '#server/db/connection.ts';
import { filingPhrasePairs, objectionPhrasePairs } from './phrase-pair-rows.ts';

/** Rows keyed per statement: a short transaction each, so that the app keeps serving meanwhile. */
const BATCH = 2_000;

const wholeSchema = z.object({
  serff_tracking_number: z.string(),
  product_name: z.string(),
  description: z.string(),
  carrier: z.string(),
  filing_company: z.string(),
  filing_type: z.string(),
  summary: z.string().nullable(),
});
const objectionSchema = z.object({
  id: z.coerce.number().int(),
  content: z.string(),
  reply_content: z.string().nullable(),
  summary: z.string().nullable(),
});

/** One table's rows not keyed yet, read, keyed and written back a batch at a time. */
async function keyTable<T>(
  db: Database,
  table: { select: string; rows: z.ZodType<T[]>; keyOf: (row: T) => object; update: string },
  onBatch: (rows: number) => void,
): Promise<number> {
  let keyed = 0;
  for (;;) {
    const rows = table.rows.parse(await db.query(`${table.select} limit ${BATCH}`));
    if (rows.length === 0) return keyed;
    await db.query(table.update, [JSON.stringify(rows.map(table.keyOf))]);
    keyed += rows.length;
    onBatch(keyed);
  }
}

/**
 * Keys the whole filings and objection letters stored before migration 270 (their pair keys are
 * null; ADR 044), computing the keys here as the seed does, a batch at a time through the partial
 * indexes of the rows not keyed yet. Returns how many rows of each table it keyed.
 */
export async function keyPhrasePairs(
  db: Database,
  onProgress: (msg: string) => void = () => {},
): Promise<{ wholeFilings: number; objections: number }> {
  const wholeFilings = await keyTable(
    db,
    {
      select: `select serff_tracking_number, product_name, description, carrier, filing_company,
          filing_type, summary from whole_filings
        where phrase_pairs is null or summary_phrase_pairs is null`,
      rows: z.array(wholeSchema),
      keyOf: (row) => ({ key: row.serff_tracking_number, ...filingPhrasePairs(row) }),
      update: `update whole_filings w set phrase_pairs = k.phrase_pairs,
          summary_phrase_pairs = k.summary_phrase_pairs
        from json_to_recordset($1::json) as k(key text, phrase_pairs int4[], summary_phrase_pairs int4[])
        where w.serff_tracking_number = k.key`,
    },
    (n) => onProgress(`keyed ${n} whole filings`),
  );
  const objections = await keyTable(
    db,
    {
      select: `select id, content, reply_content, summary from objections
        where phrase_pairs is null or summary_phrase_pairs is null`,
      rows: z.array(objectionSchema),
      keyOf: (row) => ({ key: row.id, ...objectionPhrasePairs(row) }),
      update: `update objections o set phrase_pairs = k.phrase_pairs,
          summary_phrase_pairs = k.summary_phrase_pairs
        from json_to_recordset($1::json) as k(key bigint, phrase_pairs int4[], summary_phrase_pairs int4[])
        where o.id = k.key`,
    },
    (n) => onProgress(`keyed ${n} objection letters`),
  );
  return { wholeFilings, objections };
}
