import { describe, expect, it } from 'vitest';
import { resolveFilingFilters } from '#server/domain/filings/resolve-filing-filters.ts';
import { insertObjectionLetters } from '#tests/support/factories/insert-objection-letters.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { listObjections } from './list-objections.ts';

describe.each(listTestTargets())('listObjections on %s', (target) => {
  const fixture = useTestDatabase(target, insertObjectionLetters);
  const all = { filters: resolveFilingFilters({}) };
  const list = async (scope: Parameters<typeof listObjections>[1], page = 1, pageSize = 10) =>
    listObjections(fixture.db, scope, { page, pageSize });

  it('lists the letters newest first, undated last, with their filing', async () => {
    const { items, page } = await list(all);
    expect(items.map((i) => [i.state, i.objection.round, i.objection.sentDate])).toEqual([
      ['OK', 1, '2024-02-20'],
      ['TX', 2, '2024-02-05'],
      ['TX', 1, '2024-01-10'],
      ['OK', 2, null],
    ]);
    expect(page).toEqual({ nextPage: 0, totalPages: 1, totalResults: 4 });
  });

  it('gives each letter its reply, signer and themes', async () => {
    const { items } = await list({
      ...all,
      reviewer: 'A. Moreau',
      filters: resolveFilingFilters({ states: ['TX'] }),
    });
    const { texas } = fixture.seeded.filings;
    expect(items).toEqual([
      {
        serffTrackingNumber: texas.serff_tracking_number,
        carrier: 'Alpha Group',
        company: texas.filing_company,
        state: 'TX',
        lineOfBusiness: texas.line_of_business,
        productName: texas.product_name,
        objection: {
          round: 1,
          sentDate: '2024-01-10',
          reviewer: 'A. Moreau',
          content: 'Please provide the rate-change histogram.',
          reply: 'The histogram is attached.',
          replyDate: '2024-01-20',
          themes: ['Missing policyholder rate-change histogram'],
        },
      },
    ]);
    const undated = (await list({ ...all, query: 'side-by-side' })).items[0]?.objection;
    expect(undated).toMatchObject({ reviewer: '', reply: '', replyDate: null });
  });

  it('pages through the letters and keeps the total past the end', async () => {
    const second = await list(all, 2, 3);
    expect(second.items).toHaveLength(1);
    expect(second.page).toEqual({ nextPage: 0, totalPages: 2, totalResults: 4 });
    const beyond = await list(all, 5, 3);
    expect(beyond.items).toEqual([]);
    expect(beyond.page.totalResults).toBe(4);
  });

  it('lists nothing outside the scope', async () => {
    expect(await list({ ...all, theme: 'Nothing like it' })).toEqual({
      items: [],
      page: { nextPage: 0, totalPages: 0, totalResults: 0 },
    });
  });

  // Once a bug: the theme filter read only the themes stored with a letter, while the list and
  // the summary also count the themes classified from its text, so a theme the summary showed
  // with letters could list none.
  it('lists the letters of a theme classified from their text', async () => {
    const { items } = await list({ ...all, theme: 'Missing policyholder rate-change histogram' });
    expect(items.map((i) => [i.state, i.objection.round])).toEqual([['TX', 1]]);
  });
});
