import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import {
  type ColorScheme,
  connectBrowser,
  launchBrowser,
  newContext,
  waitForHydration,
} from './browser.ts';
import { giveOwnClientAddress, signIn } from './sign-in.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export type PageOptions = {
  /** The colour scheme the page starts in (default: the app's). */
  scheme?: ColorScheme;
  viewport?: { width: number; height: number };
  /** Another app than the suite's (a file that starts its own). */
  baseUrl?: string;
};

export type BrowserFixture = {
  /**
   * The file's connection to the suite's Chromium (made before its first test, closed after its
   * last, which closes the contexts it opened), or a Chromium of its own outside the suite.
   */
  readonly browser: Browser;
  /** A fresh context: own storage, own client address (the sign-in limit is per address). */
  newContext(options?: PageOptions): Promise<BrowserContext>;
  /** A page of a fresh context, signed out, on about:blank. */
  newPage(options?: PageOptions): Promise<Page>;
  /**
   * A page of a fresh context signed in as the demo user, on `path`, hydrated. The file signs in
   * once (the sign-in endpoint is rate limited) and copies the session into each context.
   */
  openSignedIn(path: string, options?: PageOptions): Promise<Page>;
};

/**
 * The preamble of every browser test file: one Chromium per file and the ways its tests open
 * pages. Call once at the top level of the file.
 */
export function withBrowser(): BrowserFixture {
  const suiteUrl = inject('baseUrl');
  const browserEndpoint = inject('browserWsEndpoint');
  let launched: Browser | undefined;
  let session: Promise<StorageState> | undefined;

  beforeAll(async () => {
    launched = browserEndpoint ? await connectBrowser(browserEndpoint) : await launchBrowser();
  });
  afterAll(async () => {
    await launched?.close();
  });

  const browser = (): Browser => {
    if (!launched) throw new Error('withBrowser: the browser starts in beforeAll');
    return launched;
  };

  const withOptions = async (context: BrowserContext, options: PageOptions) => {
    const page = await context.newPage();
    if (options.viewport) await page.setViewportSize(options.viewport);
    return page;
  };

  const signedInState = (): Promise<StorageState> => {
    session ??= (async () => {
      const context = await newContext(browser(), suiteUrl);
      // The session cookie is all that is copied: opening a page for it cost a page load a file.
      await signIn(await context.newPage(), { path: null });
      const state = await context.storageState();
      await context.close();
      return state;
    })();
    return session;
  };

  const fixture: BrowserFixture = {
    get browser() {
      return browser();
    },
    async newContext(options = {}) {
      const context = await newContext(browser(), options.baseUrl ?? suiteUrl, options.scheme);
      await giveOwnClientAddress(context);
      return context;
    },
    async newPage(options = {}) {
      return withOptions(await fixture.newContext(options), options);
    },
    async openSignedIn(path, options = {}) {
      const context = await newContext(browser(), options.baseUrl ?? suiteUrl, options.scheme, {
        storageState: await signedInState(),
      });
      const page = await withOptions(context, options);
      await page.goto(path);
      await waitForHydration(page);
      return page;
    },
  };
  return fixture;
}
