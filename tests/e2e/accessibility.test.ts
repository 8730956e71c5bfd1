import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type ColorScheme,
  launchBrowser,
  newContext,
  seriousAxeViolations,
} from '#tests/support/e2e/browser.ts';

const baseUrl = inject('baseUrl');
const PUBLIC_PAGES = ['/', '/login', '/forgot-password', '/no-such-page'];
const SCHEMES: ColorScheme[] = ['light', 'dark'];
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('accessibility of public pages (axe-core, serious and critical)', () => {
  for (const scheme of SCHEMES) {
    it(`has no serious violations in ${scheme} mode`, async () => {
      const context = await newContext(browser, baseUrl, scheme);
      const page = await context.newPage();
      const problems: string[] = [];
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(scheme);
        for (const violation of await seriousAxeViolations(page))
          problems.push(`${path}: ${violation}`);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
