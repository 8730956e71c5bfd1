import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { insertReviewer } from '#tests/support/factories/insert-reviewer.ts';
import { createTestDatabase, listTestTargets } from '#tests/support/test-database.ts';
import { findReviewer } from './find-reviewer.ts';

describe.each(listTestTargets())('findReviewer on %s', (target) => {
  let db: Database;
  let katherine: number;
  let lowerCase: number;
  beforeAll(async () => {
    db = await createTestDatabase(target);
    katherine = await insertReviewer(db, {
      name: 'Katherine Johnson',
      state: 'WA',
      title: 'Senior Actuary',
      alternative_names: ['K. Johnson', 'Kathy Johnson'],
    });
    // The same name in other case, entered later, and a namesake in another state.
    lowerCase = await insertReviewer(db, { name: 'katherine johnson', state: 'WA' });
    await insertReviewer(db, { name: 'Katherine Johnson', state: 'OR' });
  });
  afterAll(async () => {
    await db?.close();
  });

  it('finds the exact name in the state, with its identity', async () => {
    expect(await findReviewer(db, 'Katherine Johnson', 'WA')).toEqual({
      id: katherine,
      name: 'Katherine Johnson',
      state: 'WA',
      title: 'Senior Actuary',
      alternative_names: ['K. Johnson', 'Kathy Johnson'],
    });
    expect((await findReviewer(db, 'katherine johnson', 'WA'))?.id).toBe(lowerCase);
  });

  it('falls back to a case-insensitive match on the name or an alternative name, oldest first', async () => {
    expect((await findReviewer(db, 'KATHERINE JOHNSON', 'WA'))?.id).toBe(katherine);
    expect((await findReviewer(db, 'kathy johnson', 'WA'))?.id).toBe(katherine);
    expect((await findReviewer(db, 'K. JOHNSON', 'WA'))?.id).toBe(katherine);
  });

  it('matches whole names in the one state only', async () => {
    expect(await findReviewer(db, 'Katherine', 'WA')).toBeUndefined();
    expect(await findReviewer(db, 'Kathy Johnson', 'OR')).toBeUndefined();
    expect(await findReviewer(db, 'Katherine Johnson', 'CA')).toBeUndefined();
    expect(await findReviewer(db, '%', 'WA')).toBeUndefined();
  });
});
