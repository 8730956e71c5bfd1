import { expect, it } from 'vitest';
import { CONTENT, clickThemeToggle, drawDeferredCharts, seriousAxeViolations } from './browser.ts';
import type { BrowserFixture } from './with-browser.ts';

/**
 * One test: each of `pages`, as it first opens (with data), passes axe-core with no serious or
 * critical violation in both colour schemes: opened in light, checked, switched to dark with the
 * header's toggle (as a user does; the whole page restyles, charts included), checked again. One
 * page open per page rather than two halves the time (axe's own run is the rest); the toggle's
 * effect on a fresh load (dark from the first paint) is shell.test.ts's.
 */
export function itPassesAxeInBothSchemes(
  openSignedIn: BrowserFixture['openSignedIn'],
  pages: readonly string[],
): void {
  it('has no serious violations on any of these pages in light and in dark mode', async () => {
    const problems: string[] = [];
    for (const path of pages) {
      // Hydrated, and quiet: data-driven sections render after their queries answer.
      const page = await openSignedIn(path, { scheme: 'light' });
      // Every chart, those that wait below the fold to be scrolled near (ADR 037) too.
      await drawDeferredCharts(page);
      const html = page.locator('html');
      expect(await html.getAttribute('data-mantine-color-scheme')).toBe('light');
      for (const v of await seriousAxeViolations(page, CONTENT))
        problems.push(`${path} light: ${v}`);
      await clickThemeToggle(page);
      expect(await html.getAttribute('data-mantine-color-scheme')).toBe('dark');
      for (const v of await seriousAxeViolations(page, CONTENT))
        problems.push(`${path} dark: ${v}`);
      await page.context().close();
    }
    expect(problems).toEqual([]);
  }, 480_000);
}
