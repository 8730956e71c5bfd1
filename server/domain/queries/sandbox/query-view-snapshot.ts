import { z } from 'zod';
import type { Database } from '#server/db/connection.ts';
import { copyInBinary, copyOutBinary } from '#server/db/pglite-copy.ts';
import { queryDataVersion } from '#server/domain/filings/cached-by-data-version.ts';
import {
  QUERY_READER_ROLE,
  QUERY_VIEW_CATALOG,
  QUERY_VIEWS_SCHEMA,
} from '#server/domain/queries/query-view-catalog.ts';

/** One query view as data: its columns with their SQL types, and its rows in binary COPY format. */
export type ViewData = {
  name: string;
  columns: { name: string; type: string }[];
  /** PostgreSQL's binary COPY of the view's rows (read back by `copy ... from` with the columns). */
  data: Uint8Array<ArrayBuffer>;
  rows: number;
};
export type QueryViewSnapshot = { version: string; views: ViewData[] };

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
  // One binary COPY per view (ADR 045): about six times faster than JSON chunks read by offset,
  // whose later chunks computed the view again up to their offset.
  const { data, rows } = await copyOutBinary(
    db,
    `select * from ${QUERY_VIEWS_SCHEMA}.${quoted(name)}`,
  );
  return { name, columns, data, rows };
}

/**
 * Copies the rows of every query view of the embedded database (PGlite only: the sandbox runs
 * there), one view per statement. A write between two views changes the data version; the copy
 * is then taken again, so a snapshot always matches one version.
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
    if (view.rows > 0) await copyInBinary(db, table, view.data);
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
