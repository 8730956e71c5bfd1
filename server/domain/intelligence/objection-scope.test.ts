import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { resolveFilingFilters } from '#server/domain/filings/resolve-filing-filters.ts';
import { compileSql } from '#tests/support/compile-sql.ts';
import { insertObjectionLetters } from '#tests/support/factories/insert-objection-letters.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { type ObjectionScope, objectionScopeCondition } from './objection-scope.ts';

const scope = (
  over: Omit<Partial<ObjectionScope>, 'filters'> & { filters?: object } = {},
): ObjectionScope => ({
  ...over,
  filters: resolveFilingFilters(over.filters ?? {}),
});

describe('objectionScopeCondition', () => {
  it('binds the reviewer (lower-cased), theme and words as parameters', () => {
    const { sql: text, parameters } = compileSql(
      objectionScopeCondition(scope({ reviewer: 'Alice', theme: 'Trend', query: "roof' or 1=1" })),
    );
    expect(parameters).toEqual(['alice', 'alice', 'alice', 'Trend', "roof' or 1=1"]);
    expect(text).toContain("o.search_vector @@ websearch_to_tsquery('english', $5)");
    expect(text).toContain('position($4 in coalesce(o.summary');
  });

  it('is the filing filters alone without reviewer, theme or words', () => {
    const { sql: text } = compileSql(objectionScopeCondition(scope()));
    expect(text).not.toMatch(/reviewer|position|search_vector/);
  });
});

describe.each(listTestTargets())('objectionScopeCondition on %s', (target) => {
  const fixture = useTestDatabase(target, insertObjectionLetters);

  async function letters(s: ObjectionScope) {
    const { rows } = await sql<{ state: string; round: number }>`
      select w.state, o.round from objections o
      join whole_filings w on w.serff_tracking_number = o.serff_tracking_number
      where ${objectionScopeCondition(s)} order by 1, 2`.execute(fixture.db.kysely);
    return rows.map((r) => `${r.state}${r.round}`);
  }

  it('keeps the letters of the filings under the filters', async () => {
    expect(await letters(scope())).toEqual(['OK1', 'OK2', 'TX1', 'TX2']);
    expect(await letters(scope({ filters: { states: ['TX'] } }))).toEqual(['TX1', 'TX2']);
    expect(await letters(scope({ filters: { carriers: ['Beta Group'] } }))).toEqual(['OK1', 'OK2']);
  });

  it('finds a reviewer by the signed name, the record name or an alternative name, in any case', async () => {
    expect(await letters(scope({ reviewer: 'alice moreau' }))).toEqual(['OK1', 'TX1']);
    expect(await letters(scope({ reviewer: 'A. MOREAU' }))).toEqual(['OK1', 'TX1']);
    expect(await letters(scope({ reviewer: 'Bob Lindqvist' }))).toEqual(['TX2']);
    expect(await letters(scope({ reviewer: 'Nobody' }))).toEqual([]);
  });

  it('keeps the letters whose stored themes name the theme', async () => {
    expect(await letters(scope({ theme: 'Trend' }))).toEqual(['OK1', 'TX2']);
    expect(await letters(scope({ theme: 'Premium impact' }))).toEqual(['TX2']);
  });

  it('searches the words of the letter and its reply', async () => {
    expect(await letters(scope({ query: 'trend' }))).toEqual(['OK1', 'TX2']);
    expect(await letters(scope({ query: 'attached' }))).toEqual(['TX1']);
    expect(await letters(scope({ query: 'trend -unsupported' }))).toEqual(['TX2']);
  });

  it('ANDs everything', async () => {
    expect(
      await letters(
        scope({ reviewer: 'Alice Moreau', query: 'trend', filters: { states: ['OK'] } }),
      ),
    ).toEqual(['OK1']);
    expect(await letters(scope({ reviewer: 'Alice Moreau', theme: 'Premium impact' }))).toEqual([]);
  });
});
