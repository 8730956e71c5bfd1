import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSqlProgram,
  type SqlTemplate,
  scanSqlTemplates,
  templateId,
} from '#scripts/lint/raw-sql-templates.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import type { Database } from './create-database.ts';

/**
 * Every raw `sql` statement under server/ is prepared (parsed, resolved and planned, never run)
 * by a freshly migrated database, which refuses unknown tables, columns, functions and operators.
 * See docs/decisions/018-raw-sql-checked-against-the-schema.md.
 */

/**
 * Files whose statements take an SQL fragment the renderer cannot work out in a position where a
 * parameter does not parse: their statements are skipped (all others must prepare). A file here
 * whose statements all prepare fails the test, so the list only shrinks.
 */
const SKIPPED: Readonly<Record<string, string>> = {
  'server/domain/search/search-hit-sources.ts':
    'each branch gets its FROM clause, vector and item column from the caller (spec.from, spec.vector)',
  'server/domain/analytics/group-filing-aggregates.ts':
    'GROUP BY GROUPING SETS and grouping(...) over dimensions chosen at run time',
  'server/domain/analytics/get-reviewer-stats-by-rate-impact.ts':
    'grouping(...) over the rate-impact buckets built at run time',
};

const root = process.cwd();
const fixture = resolve(root, 'scripts/lint/fixtures/raw-sql-fixture.ts');
const relative = (file: string) => file.slice(root.length + 1);

function serverSources(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', 'server'],
    { encoding: 'utf8' },
  );
  return listed
    .split('\n')
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => resolve(root, f));
}

/** Undefined when the database accepts the statement, else its error message. */
async function prepare(db: Database, text: string): Promise<string | undefined> {
  try {
    await db.query(`prepare rfi_raw_sql_check as ${text}`);
    await db.query('deallocate rfi_raw_sql_check');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

let templates: SqlTemplate[] = [];
let fixtures: SqlTemplate[] = [];
let coveredFragments = new Set<string>();

beforeAll(() => {
  const files = serverSources();
  const program = createSqlProgram(root, [...files, fixture]);
  const scan = scanSqlTemplates(program, files);
  templates = scan.templates.map((t) => ({ ...t, file: relative(t.file) }));
  coveredFragments = new Set([...scan.coveredFragments].map((id) => id.slice(root.length + 1)));
  fixtures = scanSqlTemplates(program, [fixture]).templates.filter((t) => t.kind === 'statement');
}, 120_000);

describe.each(listTestTargets())('raw SQL against the migrated schema (%s)', (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase(target);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('refuses a typo in a column, a table or a function, and accepts the statement spelt right', async () => {
    expect(await prepare(db, 'select nme from filings')).toMatch(/column "nme" does not exist/);
    expect(await prepare(db, 'select name from carrierz')).toMatch(
      /relation "carrierz" does not exist/,
    );
    expect(await prepare(db, "select filing_took_efect('Approved', null, $1)")).toMatch(
      /function filing_took_efect\(.*\) does not exist/,
    );
    expect(await prepare(db, 'select name from carriers where name = $1')).toBeUndefined();
  });

  it('catches the typo in a template found in TypeScript source, end to end', async () => {
    const [typo, nested] = fixtures;
    expect(typo?.text).toBe('select nme from filings');
    expect(await prepare(db, typo?.text ?? '')).toMatch(/column "nme" does not exist/);
    expect(await prepare(db, nested?.text ?? '')).toBeUndefined();
  });

  it('prepares every raw SQL statement under server/', async () => {
    const statements = templates.filter((t) => t.kind === 'statement');
    const failed: string[] = [];
    const skipped: string[] = [];
    const skippingFiles = new Set<string>();
    let checked = 0;
    let checkedWithOpaque = 0;
    for (const s of statements) {
      const error = await prepare(db, s.text);
      if (error === undefined) {
        checked += 1;
        if (s.opaque.length > 0) checkedWithOpaque += 1;
      } else if (s.opaque.length > 0 && SKIPPED[s.file]) {
        skipped.push(`${s.file}:${s.line} (${error}): ${SKIPPED[s.file]}`);
        skippingFiles.add(s.file);
      } else failed.push(`${s.file}:${s.line}: ${error}\n${s.text}`);
    }
    const fragments = templates.filter((t) => t.kind === 'fragment');
    const covered = fragments.filter((t) => coveredFragments.has(templateId(t))).length;
    console.info(
      [
        `raw SQL (${target}): ${templates.length} sql templates under server/:`,
        `${statements.length} statements, ${checked} prepared (${checkedWithOpaque} of them with opaque fragments as parameters), ${skipped.length} skipped;`,
        `${fragments.length} fragments, ${covered} of them checked inside a prepared statement.`,
        ...skipped.map((s) => `  skipped ${s}`),
      ].join('\n'),
    );
    expect(failed).toEqual([]);
    expect(Object.keys(SKIPPED).filter((f) => !skippingFiles.has(f))).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(30);
  });
});
