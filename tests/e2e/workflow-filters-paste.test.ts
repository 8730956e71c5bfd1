import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForHydration } from '#tests/support/e2e/browser.ts';
import { poll, settle } from '#tests/support/e2e/filings-page.ts';
import { querySql } from '#tests/support/e2e/query-sql.ts';
import { routerUrl } from '#tests/support/e2e/router-url.ts';
import { withBrowser } from '#tests/support/e2e/with-browser.ts';

/**
 * Issue 24, the remaining workflow pieces: pasting lists into the filters (states by code or
 * name, tracking numbers on /filings), a days axis that starts at "0 d", and the /multi-carrier
 * table's measure kept in the URL (ADR 024).
 */
const { openSignedIn } = withBrowser();
const WIDE = { width: 1440, height: 900 };

const searchParam = (page: Page, key: string): unknown => {
  const raw = new URL(page.url()).searchParams.get(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw; // the router writes plain strings as they are
  }
};

/** Pastes `text` into the focused field as a browser paste of plain text would. */
async function paste(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** The tracking numbers of the filings table's rows, sorted. */
async function tableTrackingNumbers(page: Page): Promise<string[]> {
  const links = page.getByTestId('filings-table').locator('tbody tr td:nth-child(2) a');
  return (await links.allTextContents()).map((text) => text.trim()).sort();
}

/** The labels of a chart's value axis. */
function axisLabels(chart: Locator, axis: 'x' | 'y'): Promise<string[]> {
  return chart
    .locator(`.recharts-${axis}Axis-tick-labels .recharts-cartesian-axis-tick-value`)
    .allTextContents();
}

describe('pasting a list into the filters', () => {
  it('picks every state a mixed list names, by code or name, and says what matched nothing', async () => {
    const page = await openSignedIn('/filings', { viewport: WIDE });
    const states = page.getByRole('combobox', { name: 'States' });
    await paste(states, 'Texas, ca\nOhio;\tnew york\nAtlantis');
    await poll(() => searchParam(page, 'states')).toEqual(['TX', 'CA', 'OH', 'NY']);
    await poll(() => page.getByTestId('filter-states-paste-note').textContent()).toBe(
      'Added 4; no match for Atlantis',
    );
    await settle(page);
    // The URL is the state of the page: a reload keeps the four states.
    await page.reload();
    await waitForHydration(page);
    expect(searchParam(page, 'states')).toEqual(['TX', 'CA', 'OH', 'NY']);
    await page.context().close();
  });

  it('picks the carriers a pasted list names, in any case, and lists only their filings', async () => {
    const page = await openSignedIn('/filings', { viewport: WIDE });
    const picked = (
      await querySql(
        page,
        `select carrier, count(*)::int as n from filings where carrier not like '%,%'
         group by carrier order by n desc, carrier limit 2`,
      )
    ).map((row) => String(row.carrier));
    expect(picked).toHaveLength(2);
    const carriers = page.getByRole('combobox', { name: 'Carriers' });
    await paste(carriers, `${picked[0]?.toUpperCase()}\n${picked[1]};Nobody Mutual`);
    await poll(() => searchParam(page, 'carriers')).toEqual(picked);
    await poll(() => page.getByTestId('filter-carriers-paste-note').textContent()).toBe(
      'Added 2; no match for Nobody Mutual',
    );
    await settle(page);
    const [count] = await querySql(
      page,
      `select count(*)::int as n from filings where carrier in ('${picked.map((c) => c.replaceAll("'", "''")).join("','")}')`,
    );
    expect(await page.getByTestId('filings-total-rows').textContent()).toBe(
      Number(count?.n).toLocaleString('en-US'),
    );
    await page.context().close();
  });

  it('lists exactly the pasted tracking numbers on /filings, in a readable URL, as a removable chip', async () => {
    const page = await openSignedIn('/filings', { viewport: WIDE });
    const picked = (
      await querySql(
        page,
        'select distinct serff_tracking_number as tn from filings order by tn limit 3',
      )
    ).map((row) => String(row.tn));
    expect(picked).toHaveLength(3);
    const input = page.getByTestId('filter-tracking-input');
    await paste(
      input,
      `${picked[0]?.toLowerCase()}\n${picked[1]} , ${picked[2]}; ZZZZ-99999999\tnonsense`,
    );
    await poll(() => searchParam(page, 'tracking')).toBe([...picked, 'ZZZZ-99999999'].join(','));
    await settle(page);
    expect(await tableTrackingNumbers(page)).toEqual([...picked].sort());
    expect(await page.getByTestId('filings-total-rows').textContent()).toBe('3');
    expect(await page.getByTestId('tracking-filter-chip').textContent()).toContain(
      '4 tracking numbers',
    );
    await poll(() => page.getByTestId('tracking-filter-unknown').textContent()).toBe(
      'No filing has ZZZZ-99999999',
    );
    // The one item that is not a tracking number stays in the box, named.
    expect(await input.inputValue()).toBe('nonsense');
    expect(await page.getByTestId('filter-bar').textContent()).toContain('nonsense');

    // A hand-written link with plain commas works the same.
    // (The router writes the commas as %2C, so the page's resolved search is not the typed URL.)
    await page.goto(`/filings?tracking=${picked[0]},${picked[1]}`);
    await waitForHydration(page);
    await poll(() => tableTrackingNumbers(page)).toEqual([picked[0], picked[1]].sort());
    expect(await page.getByTestId('tracking-filter-chip').textContent()).toContain(
      `${picked[0]}, ${picked[1]}`,
    );

    // More than 200 is refused with a message, and the filter stays as it was.
    const many = Array.from({ length: 201 }, (_, i) => `ABCD-${1_000_000 + i}`).join('\n');
    await paste(page.getByTestId('filter-tracking-input'), many);
    await poll(() => page.getByTestId('filter-bar').textContent()).toContain(
      'At most 200 tracking numbers',
    );
    expect(searchParam(page, 'tracking')).toBe(`${picked[0]},${picked[1]}`);

    // The chip removes the filter.
    await page.getByTestId('tracking-filter-remove').click();
    await poll(() => searchParam(page, 'tracking')).toBeUndefined();
    await page.context().close();
  });
});

describe('charts', () => {
  it('labels the start of a days axis "0 d", never a dash', async () => {
    const page = await openSignedIn(routerUrl('/multi-carrier', { population: 'all' }), {
      viewport: WIDE,
    });
    const days = page.getByTestId('chart-carrier-days');
    await days.locator('.recharts-xAxis-tick-labels').waitFor();
    const labels = await axisLabels(days, 'x');
    expect(labels[0]).toBe('0 d');
    expect(labels.every((label) => /^[\d,]+ d$/.test(label))).toBe(true);
    // A share ends at 100%: no "150.0%" tick above carriers that approve everything.
    const approval = page.getByTestId('chart-carrier-approval-rate');
    await approval.locator('.recharts-xAxis-tick-labels').waitFor();
    const shares = (await axisLabels(approval, 'x')).map((label) => Number.parseFloat(label));
    expect(shares.length).toBeGreaterThan(1);
    expect(Math.max(...shares)).toBeLessThanOrEqual(100);

    const [top] = await querySql(
      page,
      'select carrier, count(*)::int as n from filings group by carrier order by n desc limit 1',
    );
    await page.goto(routerUrl('/single-carrier', { carrier: String(top?.carrier) }));
    const speed = page.getByTestId('chart-approval-speed');
    await speed.locator('.recharts-yAxis-tick-labels').waitFor();
    const speedLabels = await axisLabels(speed, 'y');
    expect(speedLabels).toContain('0 d');
    expect(speedLabels.some((label) => label.includes('—') || label.trim() === '-')).toBe(false);
    await page.context().close();
  });
});

describe('/multi-carrier keeps the table measure in the URL', () => {
  it('shows the same measure after a reload and from a shared link', async () => {
    const page = await openSignedIn(routerUrl('/multi-carrier', { states: ['CA', 'TX'] }), {
      viewport: WIDE,
    });
    const measure = page.getByTestId('matrix-measure');
    await measure.click();
    await page.getByRole('option', { name: 'Approval rate' }).click();
    await poll(() => searchParam(page, 'measure')).toBe('approval-rate');
    await page.reload();
    await waitForHydration(page);
    await poll(() => page.getByTestId('matrix-measure').inputValue()).toBe('Approval rate');
    expect(await page.getByTestId('carrier-state-table').locator('caption').textContent()).toBe(
      'Approval rate by carrier (rows) and state (columns)',
    );
    // Back to the default: the parameter leaves the URL.
    await page.getByTestId('matrix-measure').click();
    await page.getByRole('option', { name: 'Rate impact (premium-weighted)' }).click();
    await poll(() => searchParam(page, 'measure')).toBeUndefined();
    // An unknown measure in a link falls back to the default.
    await page.goto(routerUrl('/multi-carrier', { measure: 'nope' }));
    await poll(() => page.getByTestId('matrix-measure').inputValue()).toBe(
      'Rate impact (premium-weighted)',
    );
    await page.context().close();
  });
});
