import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** expect.poll with room for a loaded machine (the default gives up after 1 s). */
export const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** Waits until the /filings navigation that changed the URL has loaded its data. */
export async function settle(page: Page): Promise<void> {
  const view = page.getByTestId('filings-page');
  await poll(
    async () => (await view.getAttribute('data-resolved-search')) === new URL(page.url()).search,
  ).toBe(true);
  await poll(() => view.getAttribute('aria-busy')).toBe('false');
}
