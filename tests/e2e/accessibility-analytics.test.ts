import { describe } from 'vitest';
import { itPassesAxeInBothSchemes } from '#tests/support/e2e/signed-in-accessibility.ts';
import { withBrowser } from '#tests/support/e2e/with-browser.ts';

// The analytics pages; the workspace pages are accessibility-signed-in.test.ts's.
const { openSignedIn } = withBrowser();

describe('accessibility of the analytics pages (axe-core, serious and critical)', () => {
  itPassesAxeInBothSchemes(openSignedIn, [
    '/state',
    '/single-carrier',
    '/multi-carrier',
    '/rating-factors',
    '/doi',
  ]);
});
