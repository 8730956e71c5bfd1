import { describe, expect, it } from 'vitest';
import {
  type ColorScheme,
  seriousAxeViolations,
  waitForHydration,
} from '#tests/support/e2e/browser.ts';
import { withBrowser } from '#tests/support/e2e/with-browser.ts';

const { newPage } = withBrowser();
const PUBLIC_PAGES = ['/', '/login', '/forgot-password', '/no-such-page'];
const SCHEMES: ColorScheme[] = ['light', 'dark'];

describe('accessibility of public pages (axe-core, serious and critical)', () => {
  for (const scheme of SCHEMES) {
    it(`has no serious violations in ${scheme} mode`, async () => {
      const page = await newPage({ scheme });
      const problems: string[] = [];
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await waitForHydration(page);
        expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(scheme);
        for (const violation of await seriousAxeViolations(page))
          problems.push(`${path}: ${violation}`);
      }
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});
