import { describe, expect, it } from 'vitest';
import {
  CONTENT,
  downloadedBytes,
  seriousAxeViolations,
  waitForHydration,
} from '#tests/support/e2e/browser.ts';
import { querySql } from '#tests/support/e2e/query-sql.ts';
import { withBrowser } from '#tests/support/e2e/with-browser.ts';

// Issue 21: the diff of two filings of one program shows every level of a factor both revised,
// with relativity A, B and B − A equal to what the database holds (rating_factor_levels).
const { openSignedIn } = withBrowser();

/** A number as the page prints it ("−0.050", "1.250") read back. */
const num = (text: string | null) => Number((text ?? '').replace('−', '-').replace(/[+,%]/g, ''));

describe('filing diff level by level', () => {
  it('compares two filings of one program level by level, as the database holds them', async () => {
    const page = await openSignedIn('/home', { viewport: { width: 1400, height: 1000 } });
    // Two filings of one program that both revised a factor, the earlier as A.
    const [pick] = await querySql(
      page,
      `with f as (
         select distinct w.segment_id, w.serff_tracking_number as tn, w.submitted_date, l.factor
         from rating_factor_levels l join filings w using (serff_tracking_number)
         where w.segment_id is not null)
       select x.tn as a, y.tn as b, x.factor
       from f x join f y on x.segment_id = y.segment_id and x.factor = y.factor
         and x.submitted_date < y.submitted_date
       order by x.segment_id, x.tn, y.tn limit 1`,
    );
    expect(pick).toBeDefined();
    const [a, b, factor] = [String(pick?.a), String(pick?.b), String(pick?.factor)];
    const levels = await querySql(
      page,
      `select l.level, a.relativity_after as a, l.relativity_after as b
       from rating_factor_levels l
       left join rating_factor_levels a on a.serff_tracking_number = '${a}'
         and a.factor = l.factor and a.level = l.level
       where l.serff_tracking_number = '${b}' and l.factor = '${factor.replaceAll("'", "''")}'
       order by l.level_order`,
    );
    expect(levels.length).toBeGreaterThan(1);

    await page.goto(`/diff?a=${a}&b=${b}`);
    await waitForHydration(page);
    const block = page.locator(`[data-testid="diff-factor-table"][data-factor="${factor}"]`);
    await block.waitFor();
    expect(await block.locator('[data-status]').getAttribute('data-status')).toBe(
      'revised-in-both',
    );
    const rows = await block.getByTestId('diff-levels').locator('tbody tr').all();
    expect(rows.length).toBe(levels.length);
    for (const [k, row] of rows.entries()) {
      const cells = await row.locator('td').allTextContents();
      const expected = levels[k];
      expect(cells[0]).toContain(String(expected?.level));
      expect(num(cells[1] ?? '')).toBeCloseTo(Number(expected?.a), 3);
      expect(num(cells[2] ?? '')).toBeCloseTo(Number(expected?.b), 3);
      expect(num(cells[3] ?? '')).toBeCloseTo(Number(expected?.b) - Number(expected?.a), 3);
    }

    // A factor only one side revised says so, and where its other column comes from.
    for (const other of await page.getByTestId('diff-factor-table').all()) {
      const status = (await other.locator('[data-status]').getAttribute('data-status')) ?? '';
      if (status.startsWith('not-'))
        expect(await other.textContent()).toMatch(/: not (revised|used)/);
    }

    // The CSV export holds the same levels.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = (await downloadedBytes(await download)).toString('utf8');
    expect(csv).toContain(`rating factor,${factor},${String(levels[0]?.level)},`);
    await page.context().close();
  });

  for (const scheme of ['light', 'dark'] as const)
    it(`has no serious axe violations on a level-by-level diff in ${scheme} mode`, async () => {
      const page = await openSignedIn('/home', { scheme });
      const [pick] = await querySql(
        page,
        `select x.serff_tracking_number as a, y.serff_tracking_number as b
         from filings x join filings y on x.state = y.state and x.line_of_business = y.line_of_business
           and x.carrier <> y.carrier
         where exists (select 1 from rating_factor_levels l where l.serff_tracking_number = x.serff_tracking_number)
           and exists (select 1 from rating_factor_levels l where l.serff_tracking_number = y.serff_tracking_number)
         order by 1, 2 limit 1`,
      );
      await page.goto(`/diff?a=${String(pick?.a)}&b=${String(pick?.b)}`);
      await waitForHydration(page);
      await page.getByTestId('diff-factor-table').first().waitFor();
      expect(await seriousAxeViolations(page, CONTENT)).toEqual([]);
      await page.context().close();
    });
});
