import { describe, expect, it } from 'vitest';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { createDiff } from './create-diff.ts';

describe.each(listTestTargets())('createDiff on %s', (target) => {
  const fixture = useTestDatabase(target, async (db) => ({
    texas: await insertFiling(db, { state: 'TX' }),
    texas2: await insertFiling(db, { state: 'TX' }),
    homes: await insertFiling(db, { state: 'OK', line_of_business: '04.0 Homeowners' }),
  }));

  it('compares B with A without warnings when they are comparable', async () => {
    const { texas, texas2 } = fixture.seeded;
    const diff = await createDiff(
      fixture.db,
      texas.serff_tracking_number,
      texas2.serff_tracking_number,
    );
    if (!diff.ok) throw new Error(diff.errorMessage);
    expect(diff.warnings).toEqual([]);
    expect(diff.report.a.serffTrackingNumber).toBe(texas.serff_tracking_number);
    expect(diff.report.b.serffTrackingNumber).toBe(texas2.serff_tracking_number);
  });

  it('warns about different lines and states, and about one filing on both sides', async () => {
    const { texas, homes } = fixture.seeded;
    const diff = await createDiff(
      fixture.db,
      texas.serff_tracking_number,
      homes.serff_tracking_number,
    );
    expect(diff.ok && diff.warnings).toEqual([
      'The filings are for different lines of business (19.0 Personal Auto and 04.0 Homeowners); their figures are not directly comparable.',
      'The filings are in different states (TX and OK).',
    ]);
    const same = await createDiff(
      fixture.db,
      texas.serff_tracking_number,
      texas.serff_tracking_number,
    );
    expect(same.ok && same.warnings).toEqual(['Both sides are the same filing: nothing differs.']);
  });

  it('names the unknown tracking numbers, once each', async () => {
    const { texas } = fixture.seeded;
    expect(await createDiff(fixture.db, 'NO-1', texas.serff_tracking_number)).toEqual({
      ok: false,
      errorMessage: 'No filing with tracking number NO-1.',
    });
    expect(await createDiff(fixture.db, 'NO-1', 'NO-2')).toEqual({
      ok: false,
      errorMessage: 'No filing with tracking number NO-1 or NO-2.',
    });
    expect(await createDiff(fixture.db, 'NO-1', 'NO-1')).toEqual({
      ok: false,
      errorMessage: 'No filing with tracking number NO-1.',
    });
  });
});
