import type { Database } from '#server/db/connection.ts';
import { logger } from '#server/logging/logger.ts';
import { runOnConnections } from './seed-connections.ts';

/**
 * A secondary index or foreign key that a bulk load drops and builds again afterwards:
 * `definition` is the statement that recreates it.
 */
export type DeferredDefinition = {
  kind: 'index' | 'foreign key';
  name: string;
  table: string;
  definition: string;
};

/**
 * What a bulk load of `tables` can drop: their secondary indexes (every index except those of
 * primary keys and unique constraints, which the load needs and keeps) and their foreign keys.
 * Building an index once after the load is far cheaper than maintaining it row by row, and one
 * join validates a foreign key for a fraction of what a check per inserted row costs.
 */
export async function listDeferrable(
  db: Database,
  tables: readonly string[],
): Promise<DeferredDefinition[]> {
  return db.query<DeferredDefinition>(
    `select 'index' as kind, i.indexname as name, i.tablename as table, i.indexdef as definition
     from pg_indexes i
     join pg_class c on c.relname = i.indexname
     join pg_namespace n on n.oid = c.relnamespace and n.nspname = i.schemaname
     where i.schemaname = current_schema() and i.tablename = any($1::text[])
       and not exists (select 1 from pg_constraint k where k.conindid = c.oid)
     union all
     select 'foreign key', k.conname, t.relname,
       format('alter table %I add constraint %I %s', t.relname, k.conname, pg_get_constraintdef(k.oid))
     from pg_constraint k
     join pg_class t on t.oid = k.conrelid
     where k.contype = 'f' and t.relnamespace = current_schema()::regnamespace
       and t.relname = any($1::text[])
     order by 1, 2`,
    [tables],
  );
}

export async function dropDeferrable(
  db: Database,
  definitions: readonly DeferredDefinition[],
): Promise<void> {
  for (const d of definitions)
    if (d.kind === 'foreign key')
      await db.query(`alter table "${d.table}" drop constraint "${d.name}"`);
  const indexes = definitions.filter((d) => d.kind === 'index').map((d) => `"${d.name}"`);
  if (indexes.length > 0) await db.query(`drop index ${indexes.join(', ')}`);
}

/**
 * Those of `definitions` that do not exist (a seed rebuilds what an earlier, stopped one left
 * dropped), with an estimate of their cost: the table's size, four times over for GIN indexes
 * (full text, trigrams), whose builds cost much more per row than a B-tree's.
 */
async function findMissing(
  db: Database,
  definitions: readonly DeferredDefinition[],
): Promise<{ definition: DeferredDefinition; cost: number }[]> {
  if (definitions.length === 0) return [];
  const rows = await db.query<{ present: boolean; bytes: number }>(
    `select case d.kind
         when 'index' then to_regclass(quote_ident(d.name)) is not null
         else exists (select 1 from pg_constraint k
           where k.conname = d.name and k.conrelid = to_regclass(quote_ident(d.tbl)))
       end as present,
       coalesce(pg_relation_size(to_regclass(quote_ident(d.tbl))), 0)::float8 as bytes
     from unnest($1::text[], $2::text[], $3::text[]) with ordinality as d(kind, name, tbl, n)
     order by d.n`,
    [
      definitions.map((d) => d.kind),
      definitions.map((d) => d.name),
      definitions.map((d) => d.table),
    ],
  );
  return definitions.flatMap((definition, k) => {
    const row = rows[k];
    if (!row || row.present) return [];
    const gin = / using gin /i.test(definition.definition);
    return [{ definition, cost: row.bytes * (gin ? 4 : 1) }];
  });
}

/** One list of definitions, the later ones replacing earlier ones of the same name. */
export function mergeDefinitions(
  ...lists: (readonly DeferredDefinition[])[]
): DeferredDefinition[] {
  const byName = new Map<string, DeferredDefinition>();
  for (const list of lists) for (const d of list) byName.set(`${d.kind}:${d.name}`, d);
  return [...byName.values()];
}

async function rebuild(db: Database, definition: DeferredDefinition): Promise<void> {
  const started = performance.now();
  await db.query(definition.definition);
  const ms = Math.round(performance.now() - started);
  logger.debug({ [definition.kind]: definition.name, ms }, 'rebuilt after the load');
}

const VACUUMED_TABLES = new Set(['filings', 'whole_filings']);

/**
 * Builds those of `deferred` that are missing and analyzes `tables`, spread over the connections
 * (one statement at a time on each). Foreign keys go first: adding one locks out index builds on
 * its two tables, and they are quick. Then the indexes, costliest first, so that the connections
 * finish at about the same time. The connection that builds the last index of a table analyzes
 * it straight away (statistics of an expression index need the index); tables with no index to
 * build are analyzed at the end.
 */
export async function rebuildDeferred(
  connections: readonly Database[],
  deferred: readonly DeferredDefinition[],
  tables: readonly string[],
): Promise<void> {
  const [first] = connections;
  if (!first) return;
  const missing = await findMissing(first, deferred);
  const byCost = (a: { cost: number }, b: { cost: number }): number => b.cost - a.cost;
  const foreignKeys = missing.filter((m) => m.definition.kind === 'foreign key').sort(byCost);
  const indexes = missing.filter((m) => m.definition.kind === 'index').sort(byCost);
  const indexesLeft = new Map<string, number>();
  for (const { definition } of indexes)
    indexesLeft.set(definition.table, (indexesLeft.get(definition.table) ?? 0) + 1);
  const analyze = async (db: Database, table: string): Promise<void> => {
    // Outside a transaction (server mode) the filings tables are also vacuumed: that sets their
    // visibility map, so a count over all rows is an index-only scan (count-filings-cached.ts).
    const vacuum = !db.inTransaction && VACUUMED_TABLES.has(table);
    await db.query(`${vacuum ? 'vacuum (analyze)' : 'analyze'} "${table}"`);
  };
  const buildIndex = async (db: Database, index: DeferredDefinition): Promise<void> => {
    await rebuild(db, index);
    const left = (indexesLeft.get(index.table) ?? 1) - 1;
    indexesLeft.set(index.table, left);
    if (left === 0 && tables.includes(index.table)) await analyze(db, index.table);
  };
  const jobs: ((db: Database) => Promise<void>)[] = [];
  for (const { definition } of foreignKeys) jobs.push((db) => rebuild(db, definition));
  for (const { definition } of indexes) jobs.push((db) => buildIndex(db, definition));
  for (const table of tables) if (!indexesLeft.has(table)) jobs.push((db) => analyze(db, table));
  await runOnConnections(connections, jobs.values(), (db, job) => job(db));
}
