import type { Database } from '#server/db/connection.ts';
import type { ResultColumn } from './query-result.ts';
import { QUERY_VIEW_CATALOG, QUERY_VIEWS_SCHEMA } from './query-view-catalog.ts';
import { NUMBER_TYPES } from './to-json-cell.ts';

export type SchemaColumn = ResultColumn & { description: string };
export type SchemaTable = { name: string; description: string; columns: SchemaColumn[] };

type ColumnRow = { table_name: string; column_name: string; data_type: string };

/**
 * The curated views a custom query may read, with their columns and types as the database has
 * them and the one-line descriptions of the catalog.
 */
export async function getCustomQuerySchema(db: Database): Promise<SchemaTable[]> {
  const rows = await db.query<ColumnRow>(
    `select table_name::text, column_name::text, data_type::text from information_schema.columns
     where table_schema = $1 order by table_name, ordinal_position`,
    [QUERY_VIEWS_SCHEMA],
  );
  return QUERY_VIEW_CATALOG.map((view) => ({
    name: view.name,
    description: view.description,
    columns: rows
      .filter((row) => row.table_name === view.name)
      .map((row) => ({
        name: row.column_name,
        rawType: row.data_type,
        type: NUMBER_TYPES.has(row.data_type) ? 'number' : 'string',
        description: view.columns[row.column_name] ?? '',
      })),
  }));
}
