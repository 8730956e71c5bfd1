import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '#tests/support/e2e/browser.ts';
import { routerUrl } from '#tests/support/e2e/router-url.ts';
import { withBrowser } from '#tests/support/e2e/with-browser.ts';

/** Issue 24, items 5 (search), 7 (briefs), 9 (charts) and 10 (formats). */
const { openSignedIn } = withBrowser();
const WIDE = { width: 1440, height: 1000 };
const PHONE = { width: 390, height: 844 };

const cards = (page: Page) => page.getByTestId('search-result');

describe('search: names as filters, clean snippets, hits open where they matched', () => {
  it('reads "Texas" in "territory Texas" as a removable state filter and finds hits', async () => {
    const page = await openSignedIn(routerUrl('/search', { query: 'territory Texas' }), {
      scheme: 'dark',
      viewport: WIDE,
    });
    const chips = page.getByTestId('query-name-chip');
    await chips.first().waitFor();
    expect(await chips.allTextContents()).toEqual(['State: Texas']);
    await cards(page).first().waitFor();
    for (const meta of await page.getByTestId('result-meta').allTextContents())
      expect(meta.split(' · ')[1]).toBe('TX');
    // Snippets are clean text: no tab- or pipe-separated table rows.
    for (const snippet of await page.getByTestId('search-snippet').allTextContents())
      expect(snippet).not.toMatch(/\t|\s\|\s/);
    for (const include of ['[data-testid="query-name-filters"]', '[data-testid="search-results"]'])
      expect(await seriousAxeViolations(page, { include })).toEqual([]);
    await page.getByTestId('query-name-chip-remove').click();
    await page.waitForURL((url) => url.searchParams.get('query')?.includes('"Texas"') ?? false);
    await expect.poll(() => chips.count()).toBe(0);
    await page.context().close();
  });

  it('opens an objection hit at the objections of the filing page', async () => {
    const page = await openSignedIn(
      routerUrl('/search', { query: 'territory', index: 'objections' }),
      { scheme: 'light', viewport: WIDE },
    );
    const link = cards(page).first().getByTestId('result-link');
    await link.waitFor();
    expect(await link.getAttribute('href')).toMatch(/#objections-heading$/);
    await link.click();
    await page.waitForURL(/\/filings\/.+#objections-heading/);
    const heading = page.locator('#objections-heading');
    await heading.waitFor();
    await expect
      .poll(async () => {
        const box = await heading.boundingBox();
        return box !== null && box.y >= 0 && box.y < WIDE.height;
      })
      .toBe(true);
    await page.context().close();
  });

  it('matches a quoted phrase exactly (not stemmed)', async () => {
    const page = await openSignedIn(
      routerUrl('/search', { query: '"territories relativity"', index: 'filings' }),
      { viewport: WIDE },
    );
    await page.getByTestId('search-results').or(page.getByTestId('search-empty')).first().waitFor();
    for (const snippet of await page.getByTestId('search-snippet').allTextContents())
      expect(snippet.toLowerCase()).not.toMatch(/territory relativit/);
    await page.context().close();
  });
});

describe('briefs: editable text, both directions of movers, nothing clipped', () => {
  it('fills increases and decreases, edits title, subtitle and commentary, keeps them', async () => {
    const page = await openSignedIn('/brief-builder', { scheme: 'light', viewport: WIDE });
    await page.getByTestId('brief-create').click();
    await page.getByTestId('brief-view').waitFor();
    expect(await page.getByTestId('brief-increases').locator('tbody tr').count()).toBeGreaterThan(
      0,
    );
    expect(await page.getByTestId('brief-decreases').locator('tbody tr').count()).toBeGreaterThan(
      0,
    );
    // The Rate impact cells of Top movers are inside their scroll container, not clipped.
    const clipped = await page.getByTestId('brief-increases').evaluate((table) => {
      const container = table.parentElement?.closest('[class*="ScrollArea"], div') ?? table;
      const right = container.getBoundingClientRect().right;
      return [...table.querySelectorAll('[data-column="rate-impact"]')].some(
        (cell) => cell.getBoundingClientRect().right > right + 1,
      );
    });
    expect(clipped).toBe(false);
    await page.getByTestId('brief-edit-open').click();
    await page.getByTestId('brief-edit-title').fill('Texas auto: the view from pricing');
    await page.getByTestId('brief-edit-subtitle').fill('For the pricing committee');
    await page.getByTestId('brief-edit-add').click();
    await page.getByTestId('brief-edit-heading').fill('Our reading');
    await page.getByTestId('brief-edit-text').fill('Increases lead.\n\nDecreases are few.');
    expect(await seriousAxeViolations(page, { include: '.mantine-Modal-content' })).toEqual([]);
    await page.getByTestId('brief-edit-save').click();
    // The save, then the brief read again: well over expect.poll's default second on a busy machine.
    await expect
      .poll(() => page.getByTestId('brief-title').textContent(), { timeout: 15_000 })
      .toBe('Texas auto: the view from pricing');
    await page.reload();
    await page.getByTestId('brief-commentary').waitFor();
    expect(await page.getByTestId('brief-subtitle').textContent()).toBe(
      'For the pricing committee',
    );
    expect(await page.getByTestId('brief-commentary').locator('p').allTextContents()).toEqual([
      'Increases lead.',
      'Decreases are few.',
    ]);
    await page.getByTestId('brief-edit-open').click();
    await page.getByTestId('brief-edit-title').fill('');
    await page.getByTestId('brief-edit-save').click();
    await page.getByText('A brief needs a title').waitFor();
    await page.context().close();
  });
});

describe('charts: the rate-impact distribution', () => {
  for (const [name, viewport] of [
    ['1440 px', WIDE],
    ['a phone', PHONE],
  ] as const) {
    it(`draws category labels that never overlap at ${name}`, async () => {
      const page = await openSignedIn('/state', { scheme: 'dark', viewport });
      const chart = page.getByTestId('chart-rate-distribution');
      await chart.locator('svg text').first().waitFor({ state: 'attached' });
      // Bars up at 1440 px (labels along the bottom, slanted), across on a phone (labels down
      // the side): the range labels ("5 to 10 %", "No change"), not the count ticks.
      const labels = await chart.locator('svg text').evaluateAll((nodes) =>
        nodes
          .filter((node) => /%|change/.test(node.textContent ?? ''))
          .map((node) => {
            const text = node as SVGTextElement;
            const r = text.getBoundingClientRect();
            const angle = Number(
              /rotate\((-?[\d.]+)/.exec(text.getAttribute('transform') ?? '')?.[1] ?? 0,
            );
            const scale =
              r.width /
              Math.max(
                1,
                text.getBBox().width * Math.abs(Math.cos((angle * Math.PI) / 180)) +
                  text.getBBox().height * Math.abs(Math.sin((angle * Math.PI) / 180)),
              );
            return {
              left: r.left,
              right: r.right,
              top: r.top,
              bottom: r.bottom,
              angle,
              x: Number(text.getAttribute('x') ?? 0) * scale,
              height: text.getBBox().height * scale,
            };
          }),
      );
      expect(labels.length).toBeGreaterThan(5);
      for (let k = 1; k < labels.length; k += 1) {
        const a = labels[k - 1];
        const b = labels[k];
        if (!a || !b) continue;
        if (a.angle !== 0) {
          // Parallel slanted labels: apart when the gap across them holds a line of text.
          const gap = Math.abs(b.x - a.x) * Math.abs(Math.sin((a.angle * Math.PI) / 180));
          expect(gap, `labels ${k} and ${k + 1}`).toBeGreaterThanOrEqual(a.height);
          continue;
        }
        const overlap =
          Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
          Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
        expect(overlap, `labels ${k} and ${k + 1}`).toBe(false);
      }
      // Legible: at least 10 px text.
      for (const label of labels) expect(label.height).toBeGreaterThanOrEqual(10);
      await page.context().close();
    });
  }
});
