import { describe } from 'vitest';
import { itPassesAxeInBothSchemes } from '#tests/support/e2e/signed-in-accessibility.ts';
import { withBrowser } from '#tests/support/e2e/with-browser.ts';

// The workspace pages; the analytics pages are accessibility-analytics.test.ts's (two files, so
// that the two halves run side by side, ADR 041, rather than one long file last).
const { openSignedIn } = withBrowser();

describe('accessibility of the signed-in workspace pages (axe-core, serious and critical)', () => {
  itPassesAxeInBothSchemes(openSignedIn, [
    '/home',
    '/filings',
    '/search?query=wildfire',
    '/objections',
    '/diff',
    '/custom-query',
    '/brief-builder',
  ]);
});
