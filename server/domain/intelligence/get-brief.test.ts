import { describe, expect, it } from 'vitest';
import { resolveFilingFilters } from '#server/domain/filings/resolve-filing-filters.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { createIntelligenceBrief } from './create-intelligence-brief.ts';
import { getBrief } from './get-brief.ts';

describe.each(listTestTargets())('getBrief on %s', (target) => {
  const fixture = useTestDatabase(target, (db) =>
    createIntelligenceBrief(db, {
      userId: 'u1',
      reportType: 'none',
      filters: resolveFilingFilters({}),
      maxFilings: 5,
      now: new Date('2024-06-01T00:00:00Z'),
    }),
  );

  it('gives the brief, parsed, with its owner (the service checks who may read it)', async () => {
    const brief = await getBrief(fixture.db, fixture.seeded.id);
    expect(brief).toEqual(fixture.seeded);
    expect(brief?.sharing).toMatchObject({ ownerUserId: 'u1', visibility: 'private' });
  });

  it('gives nothing for an unknown id or a malformed one', async () => {
    expect(await getBrief(fixture.db, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect(await getBrief(fixture.db, 'x')).toBeUndefined();
  });

  it('throws when the stored report no longer matches the contract', async () => {
    await fixture.db.query(
      `update briefs set report_json = '{"reportType":"none"}' where id = $1`,
      [fixture.seeded.id],
    );
    await expect(getBrief(fixture.db, fixture.seeded.id)).rejects.toThrow(
      `report of brief ${fixture.seeded.id}`,
    );
  });
});
