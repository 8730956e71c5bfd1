import { z } from 'zod';
import type { Database } from '#server/db/connection.ts';
import { queryDataVersion } from '#server/domain/filings/cached-by-data-version.ts';
import {
  QUERY_READER_ROLE,
  QUERY_VIEW_CATALOG,
  QUERY_VIEWS_SCHEMA,
} from '#server/domain/queries/query-view-catalog.ts';

/** One query view as data: its columns with their SQL types, and its rows as JSON arrays. */
export type ViewData = {
  name: string;
  columns: { name: string; type: string }[];
  chunks: string[];
};
export type QueryViewSnapshot = { version: string; views: ViewData[] };

/** Rows per exported chunk: each chunk is one short statement, so other calls run in between. */
export const SNAPSHOT_CHUNK_ROWS = 500;

const columnsSchema = z.array(z.object({ name: z.string(), type: z.string() }));
const identifier = /^[a-z_][a-z0-9_]*$/;

function quoted(name: string): string {
  if (!identifier.test(name)) throw new Error(`Unexpected identifier ${name}`);
  return `"${name}"`;
}

async function exportView(db: Database, name: string): Promise<ViewData> {
  const columns = columnsSchema.parse(
    await db.query(
      `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
       from pg_attribute a join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relname = $2 and a.attnum > 0 and not a.attisdropped
       order by a.attnum`,
      [QUERY_VIEWS_SCHEMA, name],
    ),
  );
  const chunks: string[] = [];
  for (let offset = 0; ; offset += SNAPSHOT_CHUNK_ROWS) {
    const [row] = await db.query<{ rows: string | null }>(
      `select json_agg(v)::text as rows from (select * from ${QUERY_VIEWS_SCHEMA}.${quoted(name)}
       limit $1 offset $2) v`,
      [SNAPSHOT_CHUNK_ROWS, offset],
    );
    if (!row?.rows) break;
    chunks.push(row.rows);
  }
  return { name, columns, chunks };
}

/**
 * Copies the rows of every query view, chunk by chunk. A write between two chunks changes the
 * data version; the copy is then taken again, so a snapshot always matches one version.
 */
export async function exportQueryViews(db: Database, attempts = 3): Promise<QueryViewSnapshot> {
  for (let attempt = 1; ; attempt++) {
    const version = await queryDataVersion(db);
    const views: ViewData[] = [];
    for (const view of QUERY_VIEW_CATALOG) views.push(await exportView(db, view.name));
    if ((await queryDataVersion(db)) === version || attempt >= attempts) return { version, views };
  }
}

/** Creates the query views as tables in an empty database, fills them and the reader role. */
export async function loadQueryViews(db: Database, views: ViewData[]): Promise<void> {
  await db.query(`create schema if not exists ${QUERY_VIEWS_SCHEMA}`);
  for (const view of views) {
    const table = `${QUERY_VIEWS_SCHEMA}.${quoted(view.name)}`;
    const columns = view.columns.map((c) => `${quoted(c.name)} ${c.type}`).join(', ');
    await db.query(`drop table if exists ${table}`);
    await db.query(`create table ${table} (${columns})`);
    for (const chunk of view.chunks) {
      await db.query(
        `insert into ${table} select * from json_populate_recordset(null::${table}, $1)`,
        [chunk],
      );
    }
  }
  await db.query(
    `do $$ begin
       if not exists (select 1 from pg_roles where rolname = '${QUERY_READER_ROLE}') then
         create role ${QUERY_READER_ROLE} nologin;
       end if;
     end $$`,
  );
  await db.query(`grant usage on schema ${QUERY_VIEWS_SCHEMA} to ${QUERY_READER_ROLE}`);
  await db.query(
    `grant select on all tables in schema ${QUERY_VIEWS_SCHEMA} to ${QUERY_READER_ROLE}`,
  );
  await db.query(`revoke create on schema public from public`);
  await db.query('analyze');
}
