import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  CONTENT,
  type ColorScheme,
  newContext,
  seriousAxeViolations,
  waitForHydration,
} from '#tests/support/e2e/browser.ts';
import {
  prepareTeamData,
  TEAM_ORGANIZATION_NAME,
  TEAM_USERS,
  type TeamUser,
} from '#tests/support/e2e/prepare-team-data.ts';
import { giveOwnClientAddress } from '#tests/support/e2e/sign-in.ts';
import {
  type SecondApp,
  startAppOnSuiteBuild,
} from '#tests/support/e2e/start-app-on-suite-build.ts';
import { withBrowser } from '#tests/support/e2e/with-browser.ts';

/**
 * Team sharing (issue 26) in the browser, on an app of its own whose data has a team: Alice and
 * Bob are members of one organization, Ada its admin.
 */
describe('team sharing', () => {
  const web = withBrowser();
  let app: SecondApp;
  let dataDir: string;
  let filing = '';
  const viewName = `Team TX view ${Date.now().toString(36)}`;
  const noteText = `Bob's note: watch the TX territory factors ${Date.now().toString(36)}`;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'rfi-team-'));
    filing = await prepareTeamData(dataDir);
    app = await startAppOnSuiteBuild(inject('baseUrl'), dataDir);
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A page signed in as `user` with the team's organization active, on `path`, hydrated. */
  async function signInAs(user: TeamUser, path: string, scheme?: ColorScheme): Promise<Page> {
    const context = await newContext(web.browser, app.baseUrl, scheme);
    await giveOwnClientAddress(context);
    const page = await context.newPage();
    const headers = { origin: app.baseUrl };
    const signedIn = await page.request.post('/api/auth/sign-in/email', {
      headers,
      data: { email: user.email, password: user.password },
    });
    expect(signedIn.ok()).toBe(true);
    const organizations = (await (
      await page.request.get('/api/auth/organization/list', { headers })
    ).json()) as { id: string; name: string }[];
    const organization = organizations.find((o) => o.name === TEAM_ORGANIZATION_NAME);
    expect(organization).toBeDefined();
    const active = await page.request.post('/api/auth/organization/set-active', {
      headers,
      data: { organizationId: organization?.id },
    });
    expect(active.ok()).toBe(true);
    await page.goto(path);
    await waitForHydration(page);
    return page;
  }

  it('Alice shares a saved view; Bob, her teammate, sees it marked as hers and opens it', async () => {
    const alice = await signInAs(TEAM_USERS.alice, '/filings?states=%5B%22TX%22%5D');
    await alice.getByRole('button', { name: 'Save view' }).click();
    await alice.getByRole('textbox', { name: 'Name' }).fill(viewName);
    await alice
      .getByRole('dialog')
      .getByRole('switch', { name: 'Share with organization' })
      .check();
    await alice.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await alice.getByText('View saved').waitFor();
    await alice.context().close();

    const bob = await signInAs(TEAM_USERS.bob, '/filings');
    await bob.getByRole('button', { name: /Saved views/ }).click();
    const menu = bob.getByTestId('saved-views');
    await menu.getByRole('link', { name: viewName }).waitFor();
    expect(await menu.getByTestId('shared-owner').textContent()).toBe(
      `by ${TEAM_USERS.alice.name}`,
    );
    // A teammate's view: no delete button and no share switch for Bob.
    expect(await menu.getByRole('button', { name: `Delete saved view ${viewName}` }).count()).toBe(
      0,
    );
    await menu.getByRole('link', { name: viewName }).click();
    await bob.waitForURL(/states=/);
    expect(JSON.parse(new URL(bob.url()).searchParams.get('states') ?? '[]')).toEqual(['TX']);
    await bob.context().close();
  });

  it('Bob adds a note on a filing and Alice sees it with his name', async () => {
    const bob = await signInAs(TEAM_USERS.bob, `/filings/${filing}`);
    await bob.getByRole('textbox', { name: 'Add a note' }).fill(noteText);
    await bob.getByRole('button', { name: 'Add note' }).click();
    await bob.getByTestId('filing-note').filter({ hasText: noteText }).waitFor();
    await bob.context().close();

    const alice = await signInAs(TEAM_USERS.alice, `/filings/${filing}`);
    const note = alice.getByTestId('filing-note').filter({ hasText: noteText });
    await note.waitFor();
    expect(await note.getByTestId('note-author').textContent()).toBe(TEAM_USERS.bob.name);
    // Only its author edits a note; a member deletes only their own.
    expect(await note.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(await note.getByRole('button', { name: /Delete/ }).count()).toBe(0);
    await alice.context().close();
  });

  it('Ada, the admin, reads the audit log on the Team page; Bob sees no audit log', async () => {
    const ada = await signInAs(TEAM_USERS.ada, '/team');
    const log = ada.getByTestId('audit-log');
    await log.waitFor();
    await log.getByTestId('audit-event').filter({ hasText: viewName }).waitFor();
    const rows = await log.getByTestId('audit-event').allTextContents();
    expect(rows.some((row) => row.includes(TEAM_USERS.alice.name) && row.includes(viewName))).toBe(
      true,
    );
    expect(rows.some((row) => row.includes(TEAM_USERS.bob.name) && row.includes('note'))).toBe(
      true,
    );
    expect(await ada.getByTestId('team-member').count()).toBe(3);
    await ada.getByTestId('shared-item').filter({ hasText: viewName }).waitFor();
    await ada.context().close();

    const bob = await signInAs(TEAM_USERS.bob, '/team');
    await bob.getByTestId('shared-item').filter({ hasText: viewName }).waitFor();
    expect(await bob.getByRole('heading', { name: 'Audit log' }).count()).toBe(0);
    expect(await bob.getByRole('button', { name: 'Remove' }).count()).toBe(0);
    expect(await bob.getByRole('button', { name: `Unshare ${viewName}` }).count()).toBe(0);
    await bob.context().close();
  });

  it('keeps the Team page free of serious axe violations in both schemes', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const ada = await signInAs(TEAM_USERS.ada, '/team', scheme);
      await ada.getByTestId('audit-log').waitFor();
      expect(await seriousAxeViolations(ada, CONTENT), scheme).toEqual([]);
      await ada.context().close();
    }
  });
});
