import AxeBuilder from '@axe-core/playwright';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';

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
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  // Charts and transitions are drawn at once (prefers-reduced-motion, which the app honours):
  // tests read the final state, and animating every chart cost the suite CPU time.
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    ...options,
    baseURL: baseUrl,
  });
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

/** What part of the page axe checks (default: all of it). */
export type AxeScope = { include?: string; exclude?: string };

/** The page's content: #main without the footer (the shell has its own tests). */
export const CONTENT: AxeScope = { include: '#main', exclude: 'footer' };

/**
 * Waits until the element `selector` names and its ancestors are fully opaque: axe reads colours
 * as drawn, and a popover or drawer still fading in reads as low contrast.
 */
async function opaque(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const target = document.querySelector(sel);
    for (let el = target; el; el = el.parentElement)
      if (getComputedStyle(el).opacity !== '1') return false;
    return target !== null;
  }, selector);
}

/**
 * Serious or critical axe-core violations on the current page, as readable lines, once the
 * checked part has finished fading in.
 */
export async function seriousAxeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  await opaque(page, scope.include ?? 'body');
  let builder = new AxeBuilder({ page });
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  const results = await builder.analyze();
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
