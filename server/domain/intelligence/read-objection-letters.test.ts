import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '#server/data/seed-database.ts';
import type { Database } from '#server/db/connection.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { objectionThemesOf } from './objection-theme-rules.ts';
import { readObjectionLetters } from './read-objection-letters.ts';

describe.each(listTestTargets())('readObjectionLetters on %s', (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase(target);
    await seedDatabase(db, { filings: 60, seed: 11 });
  }, 240_000);
  afterAll(async () => {
    await db?.close();
  });

  it('reads every letter under a condition, in letter order, with its filing and themes', async () => {
    const rows = await db.query<{
      serff_tracking_number: string;
      state: string;
      summary: string | null;
      content: string;
    }>(`select o.serff_tracking_number, w.state, o.summary, o.content from objections o
        join whole_filings w using (serff_tracking_number) order by o.id`);
    expect(rows.length).toBeGreaterThan(0);
    const letters = await readObjectionLetters(db, sql<boolean>`true`);
    expect(letters.map((l) => [l.trackingNumber, l.state])).toEqual(
      rows.map((r) => [r.serff_tracking_number, r.state]),
    );
    expect(letters.map((l) => l.themes)).toEqual(
      rows.map((r) => objectionThemesOf(r.summary, r.content)),
    );
    expect(letters.every((l) => l.reviewer.length > 0)).toBe(true);
  });

  it('keeps only the letters the condition selects', async () => {
    const first = (await readObjectionLetters(db, sql<boolean>`true`))[0]?.trackingNumber ?? '';
    const letters = await readObjectionLetters(
      db,
      sql<boolean>`o.serff_tracking_number in (${sql.join([first])})`,
    );
    expect(letters.length).toBeGreaterThan(0);
    expect(new Set(letters.map((l) => l.trackingNumber))).toEqual(new Set([first]));
  });
});
