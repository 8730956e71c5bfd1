import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { INSURANCE_FUN_FACTS } from '#app/features/not-found/insurance-fun-facts.ts';
import { launchBrowser, newContext, waitForHydration } from '#tests/support/e2e/browser.ts';
import { signIn } from '#tests/support/e2e/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the product shell', () => {
  it('serves the landing page with the product name as title', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Rate Filing Intelligence');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Rate Filing Intelligence');
    expect(await page.getByRole('link', { name: 'Sign in' }).first().isVisible()).toBe(true);
    await context.close();
  });

  it('shows the not-found page with a way home, support contact and a true fun fact', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByTestId('fun-fact').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/wrong turn/i);
    const notFound = page.getByTestId('not-found-page');
    expect(await notFound.getByRole('link', { name: /support@/ }).getAttribute('href')).toMatch(
      /^mailto:/,
    );
    const fact = (await page.getByTestId('fun-fact').textContent()) ?? '';
    expect(INSURANCE_FUN_FACTS.some((known) => fact.includes(known))).toBe(true);
    await page.getByRole('link', { name: 'Back to the homepage' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });

  it('persists the colour scheme in local storage across reloads', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/');
    await waitForHydration(page);
    const scheme = () => page.locator('html').getAttribute('data-mantine-color-scheme');
    expect(await scheme()).toBe('light');
    await page.getByTestId('theme-toggle').click();
    await expect.poll(scheme).toBe('dark');
    expect(await page.evaluate(() => window.localStorage.getItem('colorScheme'))).toBe('dark');
    await page.reload();
    expect(await scheme()).toBe('dark');
    await signIn(page, { path: '/home' });
    expect(await scheme()).toBe('dark');
    expect(await page.getByTestId('theme-toggle').count()).toBe(1);
    await context.close();
  });

  it('has no theme toggle on /login and /forgot-password', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    for (const path of ['/login', '/forgot-password']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByTestId('theme-toggle').count()).toBe(0);
    }
    await context.close();
  });

  it('shows the sidebar on protected pages but not on /home', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, { path: '/filings/' });
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(1);
    await page.goto('/home');
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    await context.close();
  });
});
