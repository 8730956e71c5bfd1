import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatRelativity } from '#app/lib/format/format-number.ts';
import { CONTENT, seriousAxeViolations } from '#tests/support/e2e/browser.ts';
import { querySql } from '#tests/support/e2e/query-sql.ts';
import { routerUrl } from '#tests/support/e2e/router-url.ts';
import { withBrowser } from '#tests/support/e2e/with-browser.ts';

// Issue 21, factor benchmarks on /rating-factors: the figures on screen equal SQL written from
// docs/analytics-definitions.md ("Factor benchmark"), run on the app's database through its
// custom-query api (read-only views of the same tables) as the signed-in user.
const { openSignedIn } = withBrowser();

const query = querySql;

const today = new Date().toISOString().slice(0, 10);

/** Each program's current table of each factor (its latest revision that took effect), by level. */
const CURRENT = `with rev as (
    select distinct f.serff_tracking_number as tn, f.carrier, f.state, f.line_of_business as line,
      coalesce(f.segment_id::text, f.carrier || '|' || f.product_name) as program,
      f.effective_date_new as eff, f.submitted_date as sub, r.factor
    from rating_factors r join filings f on f.serff_tracking_number = r.serff_tracking_number
    where f.disposition_status in ('Approved', 'Closed-Approved', 'Approved as Amended',
      'Closed-Received/Filed', 'Filed', 'Acknowledged', 'Authorized', 'Deemed')
      and f.effective_date_new <= date '${today}'
  ), latest as (
    select *, row_number() over (partition by state, line, program, factor
      order by eff desc, sub desc nulls first, tn desc) as n from rev
  ), levels as (
    select distinct on (serff_tracking_number, factor, level) serff_tracking_number, factor, level,
      relativity_after
    from rating_factor_levels order by serff_tracking_number, factor, level, level_order
  )
  select l.state, l.line, l.factor, v.level, l.carrier, l.tn, v.relativity_after as after
  from latest l join levels v on v.serff_tracking_number = l.tn and v.factor = l.factor
  where l.n = 1`;

const esc = (s: string) => s.replaceAll("'", "''");

/** The value of a headline figure of the section ("Median" → "1.324"). */
async function stat(section: Locator, label: string): Promise<string> {
  const text = (await section.getByTestId('stat').filter({ hasText: label }).textContent()) ?? '';
  return text.slice(label.length).trim().split(/\s|of/)[0] ?? '';
}

describe('factor benchmark', () => {
  let benchmarkPath = '';

  it('shows each carrier’s current relativity and the spread as SQL computes them, and drills down', async () => {
    const page = await openSignedIn('/home');
    const [pick] = await query(
      page,
      `select state, line, factor, level, count(*) as programs, count(distinct carrier) as carriers
       from (${CURRENT}) c group by 1, 2, 3, 4
       order by programs desc, carriers desc, 1, 2, 3, 4 limit 1`,
    );
    if (!pick) throw new Error('no factor table took effect in the demo data');
    const [state, line, factor, level] = [pick.state, pick.line, pick.factor, pick.level].map(
      String,
    );
    const where = `state = '${esc(state ?? '')}' and line = '${esc(line ?? '')}'
      and factor = '${esc(factor ?? '')}' and level = '${esc(level ?? '')}'`;
    const expectedRows = await query(
      page,
      `select carrier, tn, after from (${CURRENT}) c where ${where} order by after, carrier, tn`,
    );
    const [spread] = await query(
      page,
      `select min(after) as min, percentile_cont(0.5) within group (order by after) as median,
         max(after) as max, count(*) as programs, count(distinct carrier) as carriers
       from (${CURRENT}) c where ${where}`,
    );

    benchmarkPath = routerUrl('/rating-factors', {
      benchmarkState: state,
      benchmarkLine: line,
      benchmarkFactor: factor,
      benchmarkLevel: level,
    });
    await page.goto(benchmarkPath);
    const section = page.getByTestId('factor-benchmark');
    await section.getByTestId('benchmark-table').waitFor();
    expect(await section.getByTestId('benchmark-level').inputValue()).toMatch(
      new RegExp(`^${level?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+\\)$`),
    );

    expect(await stat(section, 'Lowest')).toBe(formatRelativity(Number(spread?.min)));
    expect(await stat(section, 'Median')).toBe(formatRelativity(Number(spread?.median)));
    expect(await stat(section, 'Highest')).toBe(formatRelativity(Number(spread?.max)));
    expect(await stat(section, 'Programs')).toBe(String(spread?.programs));
    expect(await section.getByTestId('benchmark-spread').textContent()).toContain(
      `${spread?.programs} programs of ${spread?.carriers} carrier`,
    );

    const rows = section.getByTestId('benchmark-table').locator('tbody tr');
    const shown = await rows.evaluateAll((trs) =>
      trs.map((tr) => {
        const cells = [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '');
        return [cells[0], cells[4], cells[2]];
      }),
    );
    expect(shown).toEqual(
      expectedRows.map((r) => [String(r.carrier), String(r.tn), formatRelativity(Number(r.after))]),
    );
    // This year's row of the movement table is today's spread.
    const lastYear = section.getByTestId('benchmark-years').locator('tbody tr').last();
    expect(await lastYear.locator('td').first().textContent()).toBe(today.slice(0, 4));
    expect(await lastYear.locator('td').nth(3).textContent()).toBe(
      formatRelativity(Number(spread?.median)),
    );

    // Drill down: every filing that revised the factor in the state and line…
    await section.getByTestId('benchmark-filings-link').click();
    await page.waitForURL((u) => u.pathname === '/filings');
    const params = new URL(page.url()).searchParams;
    expect(params.get('ratingFactors')).toContain(factor);
    expect(params.get('states')).toContain(state);
    const listed = page.getByTestId('filings-table').locator('tbody tr td:nth-child(2) a');
    await listed.first().waitFor();
    const listedNumbers = await listed.allTextContents();
    expect(listedNumbers.length).toBeGreaterThan(0);
    // …and the filing that set a carrier's relativity.
    await page.goBack();
    const first = String(expectedRows[0]?.tn);
    await section.getByRole('link', { name: first, exact: true }).click();
    await page.getByTestId('filing-detail').waitFor();
    expect(await page.getByTestId('filing-title').textContent()).toBe(first);
    await page.context().close();
  });

  it('keeps the choice in the URL when another level is picked', async () => {
    const page = await openSignedIn(benchmarkPath || '/rating-factors');
    const section = page.getByTestId('factor-benchmark');
    await section.getByTestId('benchmark-table').waitFor();
    await section.getByTestId('benchmark-level').click();
    const option = page.getByRole('option', { selected: false }).last();
    const label = ((await option.textContent()) ?? '').replace(/ \(\d+\)$/, '');
    await option.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('benchmarkLevel')).toBe(label);
    await section.getByTestId('benchmark-spread').waitFor();
    await page.reload();
    await section.getByTestId('benchmark-table').waitFor();
    expect(await section.getByTestId('benchmark-level').inputValue()).toMatch(
      new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+\\)$`),
    );
    await page.context().close();
  });

  it('says why when the state in the link is unknown', async () => {
    const page = await openSignedIn(routerUrl('/rating-factors', { benchmarkState: 'ZZ' }));
    const error = page.getByTestId('factor-benchmark').getByTestId('benchmark-error');
    expect(await error.textContent()).toContain('Unknown state "ZZ"');
    await page.context().close();
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`has no serious axe-core violations in ${scheme} mode`, async () => {
      const page = await openSignedIn(benchmarkPath || '/rating-factors', { scheme });
      await page.getByTestId('factor-benchmark').getByTestId('benchmark-table').waitFor();
      expect(await seriousAxeViolations(page, CONTENT)).toEqual([]);
      await page.context().close();
    });
  }
});
