import { describe, expect, it } from 'vitest';
import { CONTENT, drawDeferredCharts, seriousAxeViolations } from '#tests/support/e2e/browser.ts';
import { withBrowser } from '#tests/support/e2e/with-browser.ts';

// Every main signed-in page, as it first opens (with data), passes axe-core with no serious or
// critical violation in both colour schemes: opened in light, checked, switched to dark with the
// header's toggle (as a user does; the whole page restyles, charts included), checked again. One
// page open per page rather than two halves the file's time (axe's own run is the rest); the
// toggle's effect on a fresh load (dark from the first paint) is shell.test.ts's.
const { openSignedIn } = withBrowser();

const PAGES = [
  '/home',
  '/filings',
  '/search?query=wildfire',
  '/state',
  '/single-carrier',
  '/multi-carrier',
  '/rating-factors',
  '/doi',
  '/objections',
  '/diff',
  '/custom-query',
  '/brief-builder',
];

describe('accessibility of the signed-in pages (axe-core, serious and critical)', () => {
  it('has no serious violations on any main page in light and in dark mode', async () => {
    const problems: string[] = [];
    for (const path of PAGES) {
      // Hydrated, and quiet: data-driven sections render after their queries answer.
      const page = await openSignedIn(path, { scheme: 'light' });
      // Every chart, those that wait below the fold to be scrolled near (ADR 037) too.
      await drawDeferredCharts(page);
      const html = page.locator('html');
      expect(await html.getAttribute('data-mantine-color-scheme')).toBe('light');
      for (const v of await seriousAxeViolations(page, CONTENT))
        problems.push(`${path} light: ${v}`);
      await page.getByTestId('theme-toggle').click();
      await expect.poll(() => html.getAttribute('data-mantine-color-scheme')).toBe('dark');
      // Let the restyled page (and charts drawn in the scheme's colours) settle for a frame.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      for (const v of await seriousAxeViolations(page, CONTENT))
        problems.push(`${path} dark: ${v}`);
      await page.context().close();
    }
    expect(problems).toEqual([]);
  }, 480_000);
});
