import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '#server/db/connection.ts';
import { enqueueFilingChanges } from '#server/domain/watchlists/enqueue-filing-changes.ts';
import { startJobQueue } from '#server/jobs/start-job-queue.ts';
import { WATCHLIST_QUEUES } from '#server/jobs/watchlist-jobs.ts';
import { createLogger } from '#server/logging/logger.ts';
import {
  CONTENT,
  type ColorScheme,
  seriousAxeViolations,
  waitForHydration,
} from '#tests/support/e2e/browser.ts';
import { readMailbox } from '#tests/support/e2e/mailbox.ts';
import { DEMO_USER, signIn, TEST_ACCOUNT_ENV } from '#tests/support/e2e/sign-in.ts';
import {
  type SecondApp,
  startAppOnSuiteBuild,
} from '#tests/support/e2e/start-app-on-suite-build.ts';
import { withBrowser } from '#tests/support/e2e/with-browser.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { serverUrlOf } from '#tests/support/watchlists.ts';

/**
 * A watchlist from the /filings filters, a matching filing written to the database by another
 * process (as an import on the server would), the unread count, the notification and its reason,
 * the filing, the email and its unsubscribe link. The app runs on a PostgreSQL server database
 * the test shares (the suite's app is on PGlite, which one process holds).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('watchlists in the browser', () => {
  const web = withBrowser();
  let app: SecondApp;
  let db: Database;
  let dataDir: string;
  const name = `Texas moves ${Date.now().toString(36)}`;

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    // Something to filter: the page's choices come from the filings.
    await insertFiling(db, { state: 'OH' });
    dataDir = mkdtempSync(join(tmpdir(), 'rfi-watch-'));
    app = await startAppOnSuiteBuild(inject('baseUrl'), dataDir, {
      DATABASE_URL: await serverUrlOf(db),
      ...TEST_ACCOUNT_ENV,
    });
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function signedIn(path: string, scheme?: ColorScheme): Promise<Page> {
    const page = await web.newPage({ baseUrl: app.baseUrl, scheme });
    await signIn(page, { path, baseUrl: app.baseUrl });
    await waitForHydration(page);
    return page;
  }

  it('creates a watchlist from the filters, notifies a matching filing once, and opens it', async () => {
    const page = await signedIn('/filings?states=%5B%22TX%22%5D');
    await page.getByRole('button', { name: 'Watch these filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Watch these filters' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Rate impact (%)').fill('3');
    await dialog.getByLabel('Email', { exact: true }).click();
    await page.getByRole('option', { name: /At once/ }).click();
    expect(await seriousAxeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    await dialog.getByRole('button', { name: 'Create watchlist' }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(false);
    const saved = await db.query<{ filters: { states?: string[] }; schedule: string }>(
      'select filters, schedule from watchlists where name = $1',
      [name],
    );
    expect(saved.map((w) => [w.filters.states, w.schedule])).toEqual([[['TX'], 'immediate']]);

    // Another process writes filings: one in Texas with a 7.2% rate impact, one in Ohio.
    const match = await insertFiling(db, { state: 'TX' });
    const other = await insertFiling(db, { state: 'OH' });
    await enqueueFilingChanges(db, [match.serff_tracking_number, other.serff_tracking_number]);
    const sender = await startJobQueue({
      db,
      databaseUrl: await serverUrlOf(db),
      logger: createLogger({ level: 'silent' }),
      schedule: false,
    });
    await sender.send(WATCHLIST_QUEUES.match, {});
    await sender.stop({ graceful: true });

    await expect
      .poll(async () => (await db.query('select 1 from watchlist_notifications')).length, {
        timeout: 20_000,
      })
      .toBe(1);
    const bell = page.getByRole('button', { name: /^Notifications/ });
    // The bell asks again every minute; a reload shows the count at once.
    await page.reload();
    await waitForHydration(page);
    await expect
      .poll(() => bell.getAttribute('aria-label'), { timeout: 15_000 })
      .toBe('Notifications, 1 unread');
    await bell.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect.poll(() => panel.isVisible(), { timeout: 5_000 }).toBe(true);
    const text = (await panel.textContent()) ?? '';
    expect(text).toContain(match.serff_tracking_number);
    expect(text).not.toContain(other.serff_tracking_number);
    expect(text).toContain(`Watchlist “${name}”`);
    expect(text).toContain('Rate impact +7.2% (at least 3% either way)');
    expect(await seriousAxeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    await panel.getByRole('link', { name: match.serff_tracking_number }).click();
    await page.waitForURL(`**/filings/${match.serff_tracking_number}`);
    await waitForHydration(page);
    await expect
      .poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 })
      .toBe('Notifications');

    // The same email, once, with the reason, the filing's link and a working unsubscribe link.
    await expect
      .poll(
        async () => (await readMailbox(dataDir)).filter((m) => m.to === DEMO_USER.email).length,
        {
          timeout: 15_000,
        },
      )
      .toBe(1);
    const [mail] = (await readMailbox(dataDir)).filter((m) => m.to === DEMO_USER.email);
    expect(mail?.text).toContain('Rate impact +7.2% (at least 3% either way)');
    expect(mail?.text).toContain(`${app.baseUrl}/filings/${match.serff_tracking_number}`);
    const unsubscribe = /Stop emails of this watchlist: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const confirmation = await fetch(unsubscribe);
    expect(confirmation.status).toBe(200);
    expect(await confirmation.text()).toContain(
      `no more emails for the watchlist &#34;${name}&#34;`,
    );
  });

  it('lists the watchlist on /watchlists, axe-clean in both schemes', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await signedIn('/watchlists', scheme);
      await expect
        .poll(() => page.getByRole('heading', { name }).isVisible(), { timeout: 10_000 })
        .toBe(true);
      expect(await page.getByRole('switch', { name: 'By email' }).isChecked()).toBe(false);
      // The page's content (the shell's header has its own accessibility tests).
      const v = await seriousAxeViolations(page, CONTENT);
      expect([scheme, v]).toEqual([scheme, []]);
      await page.context().close();
    }
  });
});
