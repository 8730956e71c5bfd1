import type { Database } from '../db/connection.ts';

type IndexDefinition = { indexname: string; indexdef: string };

/**
 * Bulk-load helper: drops the secondary indexes of `tables` (not those backing primary keys or
 * unique constraints), runs `load`, then rebuilds them from their saved definitions. Building an
 * index once is far cheaper than maintaining it row by row. Use it inside a transaction so that a
 * failure leaves the indexes as they were.
 */
export async function withIndexesDeferred<T>(
  db: Database,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const indexes = await db.query<IndexDefinition>(
    `select i.indexname, i.indexdef
     from pg_indexes i
     join pg_class c on c.relname = i.indexname
     join pg_namespace n on n.oid = c.relnamespace and n.nspname = i.schemaname
     where i.schemaname = current_schema() and i.tablename = any($1::text[])
       and not exists (select 1 from pg_constraint k where k.conindid = c.oid)
     order by i.indexname`,
    [tables],
  );
  for (const index of indexes) await db.query(`drop index "${index.indexname}"`);
  const result = await load();
  await db.query("set local maintenance_work_mem = '256MB'");
  for (const index of indexes) await db.query(index.indexdef);
  return result;
}
