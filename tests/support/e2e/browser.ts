import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launches Debian's Chromium headless with the flags this machine needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

export type ColorScheme = 'light' | 'dark';

/** A fresh context (own storage) whose pages start in the given colour scheme. */
export async function newContext(
  browser: Browser,
  baseUrl: string,
  scheme?: ColorScheme,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl });
  if (scheme) {
    await context.addInitScript((value) => {
      if (!window.localStorage.getItem('colorScheme'))
        window.localStorage.setItem('colorScheme', value);
    }, scheme);
  }
  return context;
}

/** Waits until the page has hydrated (React attached its handlers). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

/** Serious or critical axe-core violations on the current page, as readable lines. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')})`,
    );
}
