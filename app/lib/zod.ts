import { z } from 'zod';

/**
 * The app's zod: every module under app/ imports `z` from here (biome refuses `zod` elsewhere in
 * app/), so this runs before any schema is built in the browser. Zod's object parser otherwise
 * probes `new Function` once, which our Content-Security-Policy (no 'unsafe-eval') refuses and
 * reports as a violation on every page load. Parsing stays the same, without the compiled fast path.
 */
z.config({ jitless: true });

export { z };
