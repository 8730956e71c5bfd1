import { describe, expect, it } from 'vitest';
import { CONTENT, seriousAxeViolations } from '#tests/support/e2e/browser.ts';
import { withBrowser } from '#tests/support/e2e/with-browser.ts';

// Every main signed-in page, as it first opens (with data), passes axe-core with no serious or
// critical violation in both colour schemes.
const { openSignedIn } = withBrowser();

const PAGES = [
  '/home',
  '/filings',
  '/search?query=wildfire',
  '/state',
  '/single-carrier',
  '/multi-carrier',
  '/rating-factors',
  '/doi',
  '/objections',
  '/diff',
  '/custom-query',
  '/brief-builder',
];

describe('accessibility of the signed-in pages (axe-core, serious and critical)', () => {
  for (const scheme of ['light', 'dark'] as const)
    it(`has no serious violations on any main page in ${scheme} mode`, async () => {
      const problems: string[] = [];
      for (const path of PAGES) {
        // Hydrated, and quiet: data-driven sections render after their queries answer.
        const page = await openSignedIn(path, { scheme });
        for (const v of await seriousAxeViolations(page, CONTENT)) problems.push(`${path}: ${v}`);
        await page.context().close();
      }
      expect(problems).toEqual([]);
    }, 300_000);
});
