import { describe, expect, inject, it } from 'vitest';
import { INSURANCE_FUN_FACTS } from '#app/features/not-found/insurance-fun-facts.ts';
import { clickThemeToggle, waitForHydration } from '#tests/support/e2e/browser.ts';
import { signIn } from '#tests/support/e2e/sign-in.ts';
import { withBrowser } from '#tests/support/e2e/with-browser.ts';

const baseUrl = inject('baseUrl');
const { newPage, openSignedIn } = withBrowser();

describe('the product shell', () => {
  it('serves the landing page with the product name as title', async () => {
    const page = await newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Rate Filing Intelligence');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Rate Filing Intelligence');
    expect(await page.getByRole('link', { name: 'Sign in' }).first().isVisible()).toBe(true);
    await page.context().close();
  });

  it('shows the not-found page with a way home, support contact and a true fun fact', async () => {
    const page = await newPage();
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
    await page.context().close();
  });

  it('persists the colour scheme in local storage across reloads', async () => {
    const page = await newPage();
    await page.goto('/');
    await waitForHydration(page);
    const scheme = () => page.locator('html').getAttribute('data-mantine-color-scheme');
    expect(await scheme()).toBe('light');
    await clickThemeToggle(page);
    expect(await scheme()).toBe('dark');
    expect(await page.evaluate(() => window.localStorage.getItem('colorScheme'))).toBe('dark');
    await page.reload();
    expect(await scheme()).toBe('dark');
    await signIn(page, { path: '/home' });
    expect(await scheme()).toBe('dark');
    expect(await page.getByTestId('theme-toggle').count()).toBe(1);
    await page.context().close();
  });

  it('has no theme toggle on /login and /forgot-password', async () => {
    const page = await newPage();
    for (const path of ['/login', '/forgot-password']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByTestId('theme-toggle').count()).toBe(0);
    }
    await page.context().close();
  });

  it('shows the sidebar on protected pages but not on /home', async () => {
    const page = await openSignedIn('/filings/');
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(1);
    await page.goto('/home');
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    await page.context().close();
  });
});
