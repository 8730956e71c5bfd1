import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type RawBuilder,
} from 'kysely';

/** A Kysely that compiles PostgreSQL and never connects: for tests of SQL fragments' text. */
const compiler = new Kysely<Record<string, never>>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** The SQL text and bound parameters of a fragment, as PostgreSQL would receive them. */
export function compileSql(fragment: RawBuilder<unknown>): {
  sql: string;
  parameters: readonly unknown[];
} {
  const { sql, parameters } = fragment.compile(compiler);
  return { sql, parameters };
}
