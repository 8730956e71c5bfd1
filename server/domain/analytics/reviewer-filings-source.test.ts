import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { resolveFilingFilters } from '#server/domain/filings/resolve-filing-filters.ts';
import { insertAnalyticsFilings } from '#tests/support/factories/insert-analytics-filings.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import type { ReviewerRoleFilter } from './analytics-request-schemas.ts';
import { reviewerFilingsSource } from './reviewer-filings-source.ts';

describe.each(listTestTargets())('reviewerFilingsSource on %s', (target) => {
  let db: Database;
  let label: (reviewerId: number, trackingNumber: string) => string;
  beforeAll(async () => {
    db = await createTestDatabase(target);
    const { filings, reviewers } = await insertAnalyticsFilings(db);
    const filingNames = new Map(
      Object.entries(filings).map(([name, f]) => [f.serff_tracking_number, name]),
    );
    const reviewerNames = new Map(Object.entries(reviewers).map(([name, id]) => [id, name]));
    label = (id, tn) => `${reviewerNames.get(id)}:${filingNames.get(tn)}`;
  });
  afterAll(async () => {
    await db?.close();
  });

  async function reviews(input: object, role: ReviewerRoleFilter) {
    const { rows } = await sql<{ reviewer_id: number; tn: string }>`
      select fr.reviewer_id, w.serff_tracking_number as tn
      from ${reviewerFilingsSource(resolveFilingFilters(input), role)}`.execute(db.kysely);
    return rows.map((r) => label(r.reviewer_id, r.tn)).sort();
  }

  it('gives one row per reviewer and filing of the population, in either role', async () => {
    expect(await reviews({ population: 2 }, 'any')).toEqual([
      'alice:big',
      'alice:flat',
      'bob:flat',
      'cara:big',
      'cara:iowa',
      'cara:withdrawn',
    ]);
    expect(await reviews({}, 'any')).toEqual(['alice:big', 'cara:big', 'cara:iowa']);
  });

  it('keeps only reviews in the role asked and filings matching the filters', async () => {
    expect(await reviews({ population: 2 }, 'primary')).toEqual([
      'alice:big',
      'alice:flat',
      'cara:iowa',
      'cara:withdrawn',
    ]);
    expect(await reviews({ population: 2 }, 'secondary')).toEqual(['bob:flat', 'cara:big']);
    expect(await reviews({ population: 2, states: ['IA'] }, 'any')).toEqual([
      'cara:iowa',
      'cara:withdrawn',
    ]);
    expect(await reviews({ states: ['ZZ'] }, 'any')).toEqual([]);
  });
});
