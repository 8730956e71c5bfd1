import { describe, expect, it } from 'vitest';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { getCustomQuerySchema } from './get-custom-query-schema.ts';
import { QUERY_VIEW_CATALOG } from './query-view-catalog.ts';

describe.each(listTestTargets())('getCustomQuerySchema on %s', (target) => {
  const fixture = useTestDatabase(target, async () => undefined);

  it('lists every catalogued view in catalogue order, with its description', async () => {
    const schema = await getCustomQuerySchema(fixture.db);
    expect(schema.map((t) => [t.name, t.description])).toEqual(
      QUERY_VIEW_CATALOG.map((v) => [v.name, v.description]),
    );
  });

  it('gives the columns the database has, typed number or string, described by the catalogue', async () => {
    const filings = (await getCustomQuerySchema(fixture.db)).find((t) => t.name === 'filings');
    const column = (name: string) => filings?.columns.find((c) => c.name === name);
    expect(filings?.columns[0]?.name).toBe('serff_tracking_number');
    expect(column('rate_impact')).toMatchObject({
      type: 'number',
      rawType: 'double precision',
      description: 'Overall rate change in percent (7.3 means +7.3%)',
    });
    expect(column('state')).toMatchObject({ type: 'string' });
    expect(column('submitted_date')).toMatchObject({ type: 'string', rawType: 'date' });
  });

  it('describes every column the catalogue names, and every column of the views exists', async () => {
    for (const table of await getCustomQuerySchema(fixture.db)) {
      const view = QUERY_VIEW_CATALOG.find((v) => v.name === table.name);
      const present = table.columns.map((c) => c.name);
      expect(present.length, table.name).toBeGreaterThan(0);
      for (const name of Object.keys(view?.columns ?? {}))
        expect(present, table.name).toContain(name);
    }
  });
});
