import { resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqlProgram } from '#scripts/lint/raw-sql-templates.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import type { Database } from './create-database.ts';

/**
 * schema.ts is written by hand: this compares its `DB` type with the migrated database, so a
 * migration that adds, drops, renames or changes the nullability of a column fails here until
 * schema.ts follows (see docs/decisions/018-raw-sql-checked-against-the-schema.md).
 */

/** `nullable` undefined: not known (a generated column). */
type ColumnShape = { nullable: boolean | undefined };
type Tables = Record<string, Record<string, ColumnShape>>;

/** Tables the app reaches only through raw SQL or another library, never through `DB`. */
const NOT_IN_DB = (table: string) =>
  // better-auth's own tables, through its adapter.
  table.startsWith('auth_') ||
  // Caches and bookkeeping read and written by raw SQL only (checked by raw-sql.check.test.ts).
  ['filing_choices_cache', 'filing_count_cache', 'filings_data_version', 'seed_state'].includes(
    table,
  );

function isNullable(type: ts.Type, checker: ts.TypeChecker): boolean {
  const select = type.getProperty('__select__');
  const selected = select ? checker.getTypeOfSymbol(select) : type;
  const members = selected.isUnion() ? selected.types : [selected];
  return members.some((t) => (t.flags & ts.TypeFlags.Null) !== 0);
}

/** The tables and columns declared by `DB` in schema.ts, as the TypeScript compiler sees them. */
function declaredTables(): Tables {
  const file = resolve('server/db/schema.ts');
  const program = createSqlProgram(process.cwd(), [file]);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const db = source?.statements.find(
    (s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === 'DB',
  );
  if (!db) throw new Error('no DB type in server/db/schema.ts');
  const tables: Tables = {};
  for (const table of checker.getTypeAtLocation(db.name).getProperties()) {
    const columns: Record<string, ColumnShape> = {};
    for (const column of checker.getTypeOfSymbol(table).getProperties()) {
      columns[column.name] = { nullable: isNullable(checker.getTypeOfSymbol(column), checker) };
    }
    tables[table.name] = columns;
  }
  return tables;
}

type ColumnRow = {
  table_name: string;
  column_name: string;
  nullable: boolean;
  is_view: boolean;
  generated: boolean;
};

async function databaseTables(db: Database): Promise<{ tables: Tables; views: Set<string> }> {
  const rows = await db.query<ColumnRow>(
    `select c.table_name, c.column_name, c.is_nullable = 'YES' as nullable,
       t.table_type = 'VIEW' as is_view, c.is_generated = 'ALWAYS' as generated
     from information_schema.columns c
     join information_schema.tables t using (table_schema, table_name)
     where c.table_schema = 'public'
     order by c.table_name, c.ordinal_position`,
  );
  const tables: Tables = {};
  const views = new Set<string>();
  for (const row of rows) {
    tables[row.table_name] ??= {};
    const table = tables[row.table_name];
    // A generated column's nullability is its expression's: information_schema always says YES.
    if (table) table[row.column_name] = { nullable: row.generated ? undefined : row.nullable };
    if (row.is_view) views.add(row.table_name);
  }
  return { tables, views };
}

let declared: Tables = {};
beforeAll(() => {
  declared = declaredTables();
}, 120_000);

describe.each(listTestTargets())('schema.ts against the migrated database (%s)', (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase(target);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('declares every table with exactly its columns', async () => {
    const { tables } = await databaseTables(db);
    const mismatches: string[] = [];
    for (const [table, columns] of Object.entries(declared)) {
      const actual = tables[table];
      if (!actual) {
        mismatches.push(`${table}: in schema.ts, not in the database`);
        continue;
      }
      for (const c of Object.keys(columns)) {
        if (!(c in actual)) mismatches.push(`${table}.${c}: in schema.ts, not in the database`);
      }
      for (const c of Object.keys(actual)) {
        if (!(c in columns)) mismatches.push(`${table}.${c}: in the database, not in schema.ts`);
      }
    }
    for (const table of Object.keys(tables)) {
      if (!(table in declared) && !NOT_IN_DB(table)) {
        mismatches.push(`${table}: in the database, not in schema.ts`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('declares a column nullable exactly when the database allows null (tables, not views)', async () => {
    const { tables, views } = await databaseTables(db);
    const mismatches: string[] = [];
    for (const [table, columns] of Object.entries(declared)) {
      if (views.has(table)) continue;
      for (const [column, shape] of Object.entries(columns)) {
        const actual = tables[table]?.[column];
        if (actual && actual.nullable !== undefined && actual.nullable !== shape.nullable) {
          mismatches.push(
            `${table}.${column}: schema.ts ${shape.nullable ? 'nullable' : 'not null'}, database ${actual.nullable ? 'nullable' : 'not null'}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
