import type { Page } from 'playwright-core';

/**
 * Opens the command palette with Ctrl+K as a user would, pressing again while it has not opened:
 * the shortcut's handler is attached when the header hydrates, which on a busy machine can come
 * after the network has gone quiet (what waitForHydration waits for). A user whose first press
 * lands before that simply presses again; so does this helper, up to `attempts` times.
 */
export async function openPaletteByKeyboard(page: Page, attempts = 10): Promise<void> {
  const input = page.getByTestId('palette-input');
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    await page.keyboard.press('Control+K');
    try {
      await input.waitFor({ state: 'visible', timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt === attempts) throw error;
    }
  }
}
