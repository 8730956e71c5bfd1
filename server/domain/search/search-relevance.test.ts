import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { FILING_CASE_SOURCES, type RelevanceCase } from '#tests/support/search/relevance-cases.ts';
import { TEXT_CASE_SOURCES } from '#tests/support/search/relevance-text-cases.ts';
import { seedSearchFixture } from '#tests/support/search/seed-search-fixture.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { searchFilings } from './search-filings.ts';
import { searchRequestSchema } from './search-request-schema.ts';

const TOP = 5;

describe.each(listTestTargets())('search relevance on %s', (target) => {
  let db: Database;
  const cases: RelevanceCase[] = [];

  beforeAll(async () => {
    db = await seedSearchFixture(target);
    for (const source of [...FILING_CASE_SOURCES, ...TEXT_CASE_SOURCES]) {
      cases.push(...(await source(db)));
    }
  }, 180_000);
  afterAll(async () => {
    await db?.close();
  });

  it('derives at least 25 cases, each with an expected filing', () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
    for (const c of cases) expect(c.expected.length, c.name).toBeGreaterThan(0);
  });

  it('ranks the expected filings in the top 5 of every case', async () => {
    const failures: string[] = [];
    for (const c of cases) {
      const outcome = await searchFilings(
        db,
        searchRequestSchema.parse({ ...c.request, pageSize: TOP }),
      );
      const top = outcome.hits.map((hit) => hit.serffTrackingNumber);
      const expected = new Set(c.expected);
      const ok = c.first
        ? top[0] === c.expected[0]
        : c.expected.length <= TOP
          ? c.expected.every((tn) => top.includes(tn))
          : top.length === TOP && top.every((tn) => expected.has(tn));
      if (!ok) {
        failures.push(
          `${c.name} [${c.request.query}]: got ${top.join(', ') || 'nothing'}; expected ${c.first ? 'first ' : ''}${c.expected.slice(0, 8).join(', ')}${c.expected.length > 8 ? ', …' : ''}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });
});
