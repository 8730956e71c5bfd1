import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitForHydration } from '#tests/support/e2e/browser.ts';
import { waitForLink } from '#tests/support/e2e/mailbox.ts';
import { DEMO_USER, signIn, TEST_ACCOUNT_ENV } from '#tests/support/e2e/sign-in.ts';
import {
  type SecondAppWithData,
  startAppOnSuiteBuildWithOwnData,
} from '#tests/support/e2e/start-app-on-suite-build.ts';
import { withBrowser } from '#tests/support/e2e/with-browser.ts';
import { recordSummary } from '#tests/support/resilience/summary.ts';

const baseUrl = inject('baseUrl');
const { newPage: freshPage } = withBrowser();

async function fillSignIn(page: Page, email: string, password: string) {
  await waitForHydration(page);
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('sign-in', () => {
  it('signs the demo user in and lands on /home', async () => {
    const page = await freshPage();
    await page.goto('/login');
    await fillSignIn(page, DEMO_USER.email, DEMO_USER.password);
    await page.waitForURL(`${baseUrl}/home`);
    await page.getByTestId('user-menu').waitFor();
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name.includes('session_token'));
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    await page.context().close();
  });

  it('says "Email or password is incorrect" for a wrong password and an unknown email', async () => {
    const page = await freshPage();
    await page.goto('/login');
    await fillSignIn(page, DEMO_USER.email, 'not-the-password');
    const alert = page.getByRole('alert').filter({ hasText: 'Email or password is incorrect' });
    await alert.waitFor();
    await fillSignIn(page, 'nobody@example.com', 'not-the-password');
    await alert.waitFor();
    expect(page.url()).toContain('/login');
    await page.context().close();
  });

  it('sends a signed-out visitor through sign-in and back to the exact deep link', async () => {
    const page = await freshPage();
    const deepLink = '/filings?states=%5B%22TX%22%5D';
    await page.goto(deepLink);
    await page.waitForURL(/\/login\?redirect=/);
    const redirect = new URL(page.url()).searchParams.get('redirect');
    expect(redirect).toBe(deepLink);
    await fillSignIn(page, DEMO_USER.email, DEMO_USER.password);
    await page.waitForURL(`${baseUrl}${deepLink}`);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(deepLink);
    await page.context().close();
  });

  it('refuses off-site and script redirects after a real sign-in', async () => {
    const hostile = [
      '//evil.example/x',
      'https://evil.example/filings',
      '/\\evil.example',
      'javascript:alert(document.domain)',
    ];
    const landed: string[] = [];
    for (const target of hostile) {
      const page = await freshPage();
      await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
      await fillSignIn(page, DEMO_USER.email, DEMO_USER.password);
      await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
      landed.push(page.url());
      await page.context().close();
    }
    const held = landed.filter((url) => url === `${baseUrl}/home`).length;
    recordSummary({ part: '1 open redirect after sign-in', cases: hostile.length, held });
    expect(landed).toEqual(hostile.map(() => `${baseUrl}/home`));
  });

  it('signs out: the session is gone and protected pages send to /login again', async () => {
    const page = await freshPage();
    await signIn(page, { path: '/home' });
    await waitForHydration(page);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login/);
    await page.goto('/search');
    await page.waitForURL(/\/login\?redirect=%2Fsearch/);
    const token = await page.request.get('/api/auth/token');
    expect(token.status()).toBe(401);
    await page.context().close();
  });
});

// The demo account's password changes here (and changing it ends the account's other sessions),
// so the loop runs on an app of its own: the other files signed in to the suite's app as the same
// account may run beside this one.
describe('password reset', () => {
  let app: SecondAppWithData;
  beforeAll(async () => {
    app = await startAppOnSuiteBuildWithOwnData(baseUrl, TEST_ACCOUNT_ENV);
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('sends a single-use link, sets the new password and signs the user in', async () => {
    // The demo account goes through the loop; its password is put back at the end.
    const page = await freshPage({ baseUrl: app.baseUrl });
    await page.goto('/forgot-password');
    await waitForHydration(page);
    const since = Date.now() - 1000;
    await page.locator('input[name=email]').fill(DEMO_USER.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'If an account exists for that email, we sent a link' })
      .waitFor();
    const link = await waitForLink(DEMO_USER.email, since, app.dataDir);
    expect(new URL(link).pathname).toBe('/reset-password');
    await page.goto(new URL(link).pathname + new URL(link).search);
    await waitForHydration(page);
    await page.locator('input[name=newPassword]').fill('a-new-password');
    await page.locator('input[name=confirmPassword]').fill('a-new-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL(`${app.baseUrl}/home`);
    // The link works once.
    await page.goto(new URL(link).pathname + new URL(link).search);
    await waitForHydration(page);
    await page.locator('input[name=newPassword]').fill('another-password');
    await page.locator('input[name=confirmPassword]').fill('another-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('alert').filter({ hasText: 'expired or was already used' }).waitFor();
    expect(await page.getByRole('link', { name: 'Request a new link' }).count()).toBe(1);
    // Put the demo password back for the other tests (change password, signed in).
    await page.goto('/account');
    await waitForHydration(page);
    await page.locator('input[name=currentPassword]').fill('a-new-password');
    await page.locator('input[name=newPassword]').fill(DEMO_USER.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('status').filter({ hasText: 'Password changed' }).waitFor();
    await page.context().close();
  });

  it('says the same for an unknown email', async () => {
    const page = await freshPage({ baseUrl: app.baseUrl });
    await page.goto('/forgot-password');
    await waitForHydration(page);
    await page.locator('input[name=email]').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'If an account exists for that email, we sent a link' })
      .waitFor();
    await page.context().close();
  });
});

describe('organizations', () => {
  it('creates two organizations, switches between them and invites by email', async () => {
    const page = await freshPage();
    await signIn(page, { path: '/account' });
    await waitForHydration(page);
    const suffix = Date.now().toString(36);
    for (const name of [`Alpha ${suffix}`, `Beta ${suffix}`]) {
      await page.locator('input[name=name]').fill(name);
      await page.getByRole('button', { name: 'Create' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `Created ${name}` })
        .waitFor();
    }
    await page.getByTestId('user-menu').click();
    await expect
      .poll(() => page.getByTestId('active-organization').textContent(), { timeout: 15_000 })
      .toContain(`Beta ${suffix} (admin)`);
    await page.keyboard.press('Escape');
    await page.getByLabel('Active organization').first().click();
    await page.getByRole('option', { name: `Alpha ${suffix}` }).click();
    await page.getByRole('table', { name: `Members of Alpha ${suffix}` }).waitFor();
    await page.getByTestId('user-menu').click();
    await expect
      .poll(() => page.getByTestId('active-organization').textContent(), { timeout: 15_000 })
      .toContain(`Alpha ${suffix} (admin)`);
    await page.keyboard.press('Escape');
    const since = Date.now() - 1000;
    const invitee = `invitee-${suffix}@example.com`;
    await page.locator('input[name=email]').fill(invitee);
    await page.getByRole('button', { name: 'Invite' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Invitation sent to ${invitee}` })
      .waitFor();
    expect(await waitForLink(invitee, since)).toContain('/account?invitation=');
    await page.context().close();
  });
});
