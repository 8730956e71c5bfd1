import { describe, expect, it } from 'vitest';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useCustomQueryRunner } from '#tests/support/use-custom-query-runner.ts';

/** Statements a custom query must refuse, or stop within the time limit, leaving no trace. */
const HOSTILE: string[] = [
  "insert into filings (serff_tracking_number) values ('X')",
  'update filings set rate_impact = 0',
  'delete from filings',
  'merge into filings f using filings g on true when matched then delete',
  'drop table filings',
  'drop schema query_views cascade',
  'truncate filings',
  'create table stolen as select * from filings',
  'alter table filings add column x int',
  'grant select on filings to public',
  'select 1; delete from filings',
  'select 1; select 2',
  "select 'a'; drop table filings; --'",
  'select 1 /* ; */ ; delete from filings',
  'select 1 -- comment\n; truncate filings',
  'select pg_sleep(30)',
  "select pg_sleep_for('30 seconds')",
  'select pg_catalog.pg_sleep(30)',
  'select "pg_sleep"(30)',
  'select count(*) from generate_series(1, 100000000000)',
  'select count(*) from generate_series(1, (select 100000000))',
  'select count(*) from company_rate_figures a, company_rate_figures b, company_rate_figures c',
  'with recursive r(n) as (select 1 union all select n + 1 from r) select count(*) from r',
  "select repeat('x', 1000000000)",
  "select pg_read_file('/etc/passwd')",
  "select pg_ls_dir('.')",
  "select lo_import('/etc/passwd')",
  "select * from dblink('host=example.com', 'select 1') as t(a int)",
  "copy filings to '/tmp/filings.csv'",
  "copy (select 1) to program 'id'",
  "select query_to_xml('delete from filings', true, true, '')",
  'select * from pg_catalog.pg_authid',
  'select * from pg_class',
  'select * from information_schema.tables',
  'select * from public.whole_filings',
  'select * from saved_filters',
  'select * from public.briefs',
  'select * from "public"."filings"',
  'select * from U&"pg\\0063lass"',
  'select * from filings, (with pg_class as (select 1) select 1) x, pg_class',
  'with x as (select * from pg_class), pg_class as (select 1) select * from x',
  'set role postgres',
  'reset role',
  "select set_config('role', 'postgres', false)",
  "select current_setting('data_directory')",
  'select * from filings for update',
  'select * into stolen from filings',
  'with d as (delete from filings returning *) select * from d',
  'select pg_terminate_backend(pg_backend_pid())',
  'select txid_current()',
  "select nextval('filings_id_seq')",
  "select 'pg_authid'::regclass",
  "select cast('pg_class' as regclass)",
  'select * from filings tablesample system (50)',
  'explain select 1',
  'vacuum filings',
  'lock table filings',
  'do $$ begin delete from filings; end $$',
  'prepare p as delete from filings',
  "notify ch, 'x'",
  'select $1',
];

const targets = listTestTargets();

describe.each(targets)('hostile custom queries on %s', (target) => {
  // As the api runs them: in the sandbox on PGlite, over the capped pool on a server.
  const fixture = useCustomQueryRunner(
    target,
    { filings: 400, seed: 7 },
    { limits: { timeoutMs: 2_000, perUser: 2, connections: 3 } },
  );
  const checksum = async () => {
    const [row] = await fixture.db.query<{ sum: string; n: number }>(
      `select md5(string_agg(f::text, ',' order by f.id)) as sum, count(*)::int as n from filings f`,
    );
    return row;
  };

  it(`refuses or stops each of ${HOSTILE.length} statements and leaves the data unchanged`, async () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(40);
    const before = await checksum();
    const let_through: string[] = [];
    for (const sql of HOSTILE) {
      // durationMs: the query's own time, not the wait for a fresh sandbox after a stop.
      const result = await fixture.runner.run('hostile-user', sql);
      if (!result.errorMessage || result.durationMs > 3_500)
        let_through.push(`${sql} (${result.durationMs} ms)`);
    }
    expect(let_through).toEqual([]);
    expect(await checksum()).toEqual(before);
    const [who] = await fixture.db.query<{ user: string }>('select current_user as user');
    expect(who?.user).not.toBe('rfi_query_reader');
  }, 600_000);
});
